/**
 * Seed pairs (ARCHITECTURE.md "Provable fairness"; issue 3 §1): per owner an active pair (server seed shown
 * only as its SHA-256, client seed, nonce) and a queued next server seed whose hash is shown too. A client
 * seed change reveals the active server seed, activates the queued one with the new client seed at nonce 0
 * and queues a new one. Server seeds are 64 hex characters from the world's seeded fairness stream.
 */
import { CLIENT_SEED_MAX } from '@contract/bet-schemas';
import { hashServerSeed, type SeedChangeAnswer, type SeedInfo } from '@contract/index';
import type { SimContext } from '../../context';
import type { SeedPairRecord, SeedPairStatus } from '../../services/db';
import { playError } from './errors';

export const SERVER_SEED_HEX = 64;

function newPair(
  ctx: SimContext,
  userId: string,
  status: SeedPairStatus,
  clientSeed: string,
): SeedPairRecord {
  const serverSeed = ctx.seedStream.hex(SERVER_SEED_HEX);
  const now = ctx.clock.now();
  return {
    id: ctx.newId(),
    userId,
    status,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: status === 'active' ? clientSeed : '',
    nonce: 0,
    createdAt: now,
    activatedAt: status === 'active' ? now : null,
    revealedAt: null,
  };
}

function pairOf(ctx: SimContext, userId: string, status: 'active' | 'next') {
  return ctx.db.seedPairs.where('[userId+status]').equals([userId, status]).first();
}

export interface Pairs {
  active: SeedPairRecord;
  next: SeedPairRecord;
}

/**
 * The owner's active and next pair, created on first use (the active one with `clientSeed`). Runs inside a
 * transaction over seedPairs, on Dexie promises only.
 */
export function ensurePairs(ctx: SimContext, userId: string, clientSeed: string): Promise<Pairs> {
  const ensure = (status: 'active' | 'next') =>
    pairOf(ctx, userId, status).then((found) => {
      if (found) return found;
      const pair = newPair(ctx, userId, status, clientSeed);
      return ctx.db.seedPairs.add(pair).then(() => pair);
    });
  return ensure('active').then((active) => ensure('next').then((next) => ({ active, next })));
}

export const seedInfo = ({ active, next }: Pairs): SeedInfo => ({
  serverSeedHash: active.serverSeedHash,
  nextServerSeedHash: next.serverSeedHash,
  clientSeed: active.clientSeed,
  nonce: active.nonce,
});

/** A usable default client seed: the user's own (User.client_seed), else a fresh one from the stream. */
export function defaultClientSeed(ctx: SimContext, userSeed: string | null | undefined): string {
  const seed = typeof userSeed === 'string' ? userSeed.trim() : '';
  return seed.length > 0 && seed.length <= CLIENT_SEED_MAX ? seed : ctx.seedStream.token(16);
}

/** 'POST /api/user/seeds': the owner's commitment (creating the pairs on first use). */
export function readSeeds(ctx: SimContext, userId: string, userSeed: string | null): Promise<SeedInfo> {
  return ctx.db.transaction('rw', ctx.db.seedPairs, () =>
    ensurePairs(ctx, userId, defaultClientSeed(ctx, userSeed)).then(seedInfo),
  );
}

/**
 * 'POST /api/user/client_seed_change': refused (-6) while an extended game is open, since its outcome was
 * drawn from the active pair. The user's `client_seed` follows the active pair.
 */
export function changeClientSeed(
  ctx: SimContext,
  userId: string,
  userSeed: string | null,
  clientSeed: string,
): Promise<SeedChangeAnswer> {
  const { db } = ctx;
  return db.transaction('rw', [db.seedPairs, db.openGames, db.users], () =>
    db.openGames
      .get(userId)
      .then((open) => {
        if (open) throw playError('-6');
        return ensurePairs(ctx, userId, defaultClientSeed(ctx, userSeed));
      })
      .then(({ active, next }) => {
        const now = ctx.clock.now();
        const revealed: SeedPairRecord = { ...active, status: 'revealed', revealedAt: now };
        const current: SeedPairRecord = { ...next, status: 'active', clientSeed, nonce: 0, activatedAt: now };
        const queued = newPair(ctx, userId, 'next', '');
        return db.seedPairs
          .bulkPut([revealed, current, queued])
          .then(() => db.users.update(userId, { client_seed: clientSeed }))
          .then(() => ({
            revealed: {
              serverSeed: revealed.serverSeed,
              serverSeedHash: revealed.serverSeedHash,
              clientSeed: revealed.clientSeed,
              nonce: revealed.nonce,
            },
            current: seedInfo({ active: current, next: queued }),
          }));
      }),
  );
}
