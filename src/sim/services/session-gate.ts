/**
 * The one door of the sim: who a call comes from, or the answer that refuses it. The HTTP router, the whisper
 * path and the token sign-in all pass through it, so that a token means the same thing everywhere
 * (ARCHITECTURE.md "Wire conventions"): no or an unknown token 401, an expired session 419, a session still
 * waiting for its two-factor code 403 -1024.
 */
import { CODES, HTTP, MESSAGES } from '@contract/index';
import type { SimContext } from '../context';
import type { SessionRecord, UserRecord } from './db';
import { HttpError } from './http-error';
import type { SessionLookup } from './sessions';

/**
 * What a call needs of its token:
 * - `public`: an HTTP route for everyone; a token that does not work is read as a guest (a stale token in the
 *   browser must not break the public pages).
 * - `guestOrSignedIn`: the whisper path; no token is a guest (demo play, Info), but a token that is given must
 *   be a live, fully signed-in session, as on a private route.
 * - `signedIn`: a private route.
 * - `twoFactorPending`: a private route that a session waiting for its code may call (the code check).
 */
export type Admission = 'public' | 'guestOrSignedIn' | 'signedIn' | 'twoFactorPending';

export interface Caller {
  /** The live session of the token; for `public` and `twoFactorPending`, possibly one waiting for its code. */
  session: SessionRecord | null;
  /** The signed-in user: set only once the session has passed two-factor. */
  user: UserRecord | null;
}

export interface SignedInCaller {
  session: SessionRecord;
  user: UserRecord;
}

export const unauthenticatedError = () =>
  new HttpError(HTTP.unauthorized, CODES.unauthenticated, MESSAGES.unauthenticated);
export const sessionExpiredError = () =>
  new HttpError(HTTP.sessionExpired, CODES.sessionExpired, MESSAGES.sessionExpired);
export const twoFactorRequiredError = () =>
  new HttpError(HTTP.forbidden, CODES.twoFactorRequired, MESSAGES.twoFactorRequired);

/**
 * A token is a string, or absent (null, undefined, ''). Anything else (an object a page or a script passed
 * through the worker) is never handed to the database, where Dexie would read it as a query.
 */
async function lookupToken(ctx: SimContext, token: unknown): Promise<SessionLookup> {
  if (token === undefined || token === null || token === '') return { state: 'none' };
  if (typeof token !== 'string') return { state: 'invalid' };
  return ctx.sessions.lookup(token);
}

/** Admits a call or throws the refusal (an HttpError) of its token. */
export async function admit(ctx: SimContext, token: unknown, admission: Admission): Promise<Caller> {
  const lookup = await lookupToken(ctx, token);
  const live = lookup.state === 'active' ? lookup : null;
  const pending = live?.session.twoFactorPending ?? false;
  const caller: Caller = { session: live?.session ?? null, user: live && !pending ? live.user : null };
  if (admission === 'public') return caller;
  if (admission === 'guestOrSignedIn' && lookup.state === 'none') return caller;
  if (lookup.state === 'expired') throw sessionExpiredError();
  if (!live) throw unauthenticatedError();
  if (pending && admission !== 'twoFactorPending') throw twoFactorRequiredError();
  return caller;
}

/** Admits a fully signed-in session only (a private route's rule), for handlers that check a token themselves. */
export async function admitSignedIn(ctx: SimContext, token: unknown): Promise<SignedInCaller> {
  const { session, user } = await admit(ctx, token, 'signedIn');
  if (!session || !user) throw unauthenticatedError();
  return { session, user };
}
