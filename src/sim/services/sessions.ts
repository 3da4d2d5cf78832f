import { SIM_SESSION_IDLE_MS } from '@contract/index';
import type { SimClock } from './clock';
import type { SessionRecord, SimDb, UserRecord } from './db';
import type { RandomStream } from './rng';

export type SessionLookup =
  | { state: 'none' }
  | { state: 'invalid' }
  | { state: 'expired' }
  | { state: 'active'; session: SessionRecord; user: UserRecord };

/** Bearer-token sessions that expire after an idle time on the sim clock (so 419 really happens). */
export class Sessions {
  constructor(
    private readonly db: SimDb,
    private readonly clock: SimClock,
    private readonly tokens: RandomStream,
  ) {}

  async start(userId: string, twoFactorPending: boolean): Promise<SessionRecord> {
    const now = this.clock.now();
    const session: SessionRecord = {
      token: this.tokens.token(48),
      userId,
      createdAt: now,
      lastSeen: now,
      twoFactorPending,
      revoked: false,
    };
    await this.db.sessions.add(session);
    return session;
  }

  /** Finds the session of a token; an active one is touched so that activity keeps it alive. */
  async lookup(token: string | null | undefined): Promise<SessionLookup> {
    if (!token) return { state: 'none' };
    // Only a string is a key: Dexie would read an object as a query (services/session-gate.ts checks first).
    if (typeof token !== 'string') return { state: 'invalid' };
    const session = await this.db.sessions.get(token);
    if (!session || session.revoked) return { state: 'invalid' };
    const now = this.clock.now();
    if (now - session.lastSeen > SIM_SESSION_IDLE_MS) return { state: 'expired' };
    const user = await this.db.users.get(session.userId);
    if (!user) return { state: 'invalid' };
    await this.db.sessions.update(token, { lastSeen: now });
    return { state: 'active', session: { ...session, lastSeen: now }, user };
  }

  async passTwoFactor(token: string): Promise<void> {
    await this.db.sessions.update(token, { twoFactorPending: false });
  }

  async revoke(token: string): Promise<void> {
    await this.db.sessions.update(token, { revoked: true });
  }
}
