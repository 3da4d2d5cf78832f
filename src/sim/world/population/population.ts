/**
 * The crowd's accounts. On the world's first start: one user row per simulated player (the same table and
 * shape as a sign-up, newUserRecord), the roster, and a seed deposit per currency through the ledger, all in
 * one transaction. On every later start the roster is loaded: nobody is made twice.
 *
 * Nobody can sign in as a simulated player: no credentials row (sign-in finds no password to match), no
 * email (no reset link), no wallet and no Telegram id.
 */
import { MODERATOR_ROLE } from '@contract/index';
import type { SimContext } from '../../context';
import { inSequence } from '../../domains/games/tx';
import { newUserRecord } from '../../domains/users';
import { identicon } from './avatar';
import { depositChanges } from './funds';
import { createNameMaker } from './names';
import { drawProfiles, type BotProfile } from './profiles';
import { populationRandom } from './random';
import { metaRecord, readRoster, rosterRecord } from './store';

async function makePopulation(ctx: SimContext, size: number): Promise<BotProfile[]> {
  const random = populationRandom(ctx.seed);
  const taken = new Set((await ctx.db.users.orderBy('nameLower').keys()).map(String));
  const nextName = createNameMaker(random);
  const names = Array.from({ length: size }, () => nextName(taken));
  const now = ctx.clock.now();
  const roster = drawProfiles(random, names, now);
  const users = roster.map((profile) =>
    newUserRecord(
      {
        name: profile.name,
        email: null,
        password: null,
        roles: profile.moderator ? [{ id: MODERATOR_ROLE }] : [],
        vipLevel: profile.vipLevel,
      },
      {
        _id: profile.userId,
        clientSeed: profile.clientSeed,
        createdAt: profile.createdAt,
        avatar: identicon(profile.name),
        privateBets: profile.privateBets,
      },
    ),
  );
  const deposits = roster.flatMap((profile) =>
    depositChanges(ctx.prices, profile, profile.currencies, `world-seed-${profile.userId}`),
  );
  const { db } = ctx;
  await ctx.ledger.transact([db.users, db.world], (tx) =>
    db.users
      .bulkAdd(users)
      .then(() =>
        db.world.bulkPut([
          rosterRecord(roster),
          metaRecord({ createdAt: now, lastTickAt: now, prunedAt: now }),
        ]),
      )
      .then(() => inSequence(deposits, (change) => tx.apply(change))),
  );
  return roster;
}

/** The crowd of this world: loaded, or made on its first start. */
export async function ensurePopulation(ctx: SimContext, size: number): Promise<BotProfile[]> {
  const existing = await readRoster(ctx.db);
  if (existing) return existing;
  try {
    return await makePopulation(ctx, size);
  } catch (error) {
    // Another tab of the same world may have made the crowd at the same moment: then it is there to load.
    const made = await readRoster(ctx.db);
    if (made) return made;
    throw error;
  }
}
