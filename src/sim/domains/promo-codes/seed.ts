/**
 * The world's promo codes (fixtures/promotions/codes.json), written on the domain's first use. Validity windows
 * are days from that moment (so a world started on any date has one code expired and one not yet started),
 * and private codes name demo accounts by login (src/sim/world/demo-accounts.ts), resolved to their ids here.
 */
import codeFixtures from '@fixtures/promotions/codes.json';
import type { PromoCodeKind, PromoReward } from '@contract/promotions';
import type { SimContext } from '../../context';
import type { PromoCodeRecord } from '../../services/db-promotions';

interface CodeFixture {
  code: string;
  kind: PromoCodeKind;
  title: string;
  reward: PromoReward;
  /** Days from the seeding to the window's start and end; absent: open. */
  startsInDays?: number;
  endsInDays?: number;
  maxUses?: number;
  logins?: string[];
  listed: boolean;
}

export const CODE_FIXTURES = codeFixtures as unknown as readonly CodeFixture[];

const DAY_MS = 86_400_000;
const SEEDED_KEY = 'promoCodesSeeded';

const inDays = (now: number, days: number | undefined) => (days === undefined ? null : now + days * DAY_MS);

function recordOf(fixture: CodeFixture, now: number, userIds: string[]): PromoCodeRecord {
  return {
    code: fixture.code.toUpperCase(),
    kind: fixture.kind,
    title: fixture.title,
    reward: fixture.reward,
    startsAt: inDays(now, fixture.startsInDays),
    expiresAt: inDays(now, fixture.endsInDays),
    maxUses: fixture.maxUses ?? null,
    uses: 0,
    userIds,
    ownerId: null,
    listed: fixture.listed,
  };
}

/** The worlds this worker has seen seeded, so that later calls skip the read. */
const seededWorlds = new WeakSet<SimContext>();

/** Writes the fixture's codes once per world (a flag in meta; a code already stored is left as it is). */
export async function ensureCodesSeeded(ctx: SimContext): Promise<void> {
  if (seededWorlds.has(ctx)) return;
  const { db } = ctx;
  await db.transaction('rw', [db.meta, db.promoCodes, db.users], () =>
    db.meta.get(SEEDED_KEY).then((seeded) => {
      if (seeded) return;
      const now = ctx.clock.now();
      const logins = [...new Set(CODE_FIXTURES.flatMap((fixture) => fixture.logins ?? []))];
      return db.users
        .where('nameLower')
        .anyOf(logins.map((login) => login.toLowerCase()))
        .toArray()
        .then((users) => {
          const idOf = new Map(users.map((user) => [user.nameLower, user._id]));
          const records = CODE_FIXTURES.map((fixture) =>
            recordOf(
              fixture,
              now,
              (fixture.logins ?? []).flatMap((login) => idOf.get(login.toLowerCase()) ?? []),
            ),
          );
          return db.promoCodes
            .bulkGet(records.map((record) => record.code))
            .then((stored) => db.promoCodes.bulkAdd(records.filter((_, index) => !stored[index])))
            .then(() => db.meta.put({ key: SEEDED_KEY, value: now }));
        });
    }),
  );
  seededWorlds.add(ctx);
}
