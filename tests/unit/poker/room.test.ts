import { describe, expect, it } from 'vitest';
import type { SimContext } from '../../../src/sim/context';
import type { ProviderSessionRecord } from '../../../src/sim/services/db';
import { potSize } from '../../../src/sim/domains/provider/poker/engine/hand';
import { ProviderFailure } from '../../../src/sim/domains/provider/methods';
import { TIMING } from '../../../src/sim/domains/provider/poker/room/config';
import { pokerRoom } from '../../../src/sim/domains/provider/poker/room/room';
import type { SeatWallet } from '../../../src/sim/domains/provider/poker/room/wallet';
import { NO_WORLD_RATES } from '../../../src/sim/world/population';
import { startWorld, type World } from '../sim/world';

/** A wallet where one chip costs one minor unit and every move is written down. */
function countingWallet(ctx: SimContext) {
  const moves: { kind: 'in' | 'out'; userId: string; stayId: string; minor: number }[] = [];
  const wallet: SeatWallet = {
    openSession: async (userId, currency) => {
      const session: ProviderSessionRecord = {
        token: ctx.newId(),
        userId,
        gameId: 'holdem-poker-room',
        currency,
        demo: false,
        createdAt: ctx.clock.now(),
      };
      await ctx.db.providerSessions.add(session);
      return session;
    },
    priceOf: (_session, chips) => chips,
    async buyIn(session, stayId, minor) {
      if (session.userId === 'broke') throw new ProviderFailure('INSUFFICIENT_FUNDS', 'Not enough');
      moves.push({ kind: 'in', userId: session.userId, stayId, minor });
    },
    async cashOut(session, stayId, minor) {
      moves.push({ kind: 'out', userId: session.userId, stayId, minor });
    },
    chipValue: () => 0.01,
    decimal: (_session, minor) => minor / 100,
  };
  return { wallet, moves };
}

async function roomWorld() {
  // The crowd exists (the room seats its players) but does nothing else.
  const world = await startWorld({ world: NO_WORLD_RATES });
  const ctx = await world.sim.context();
  const { wallet, moves } = countingWallet(ctx);
  const room = await pokerRoom(ctx, wallet);
  return { world, ctx, room, moves };
}

/** Moves the clock on in steps, running what falls due at each (as the sim's ticker does). */
async function run(world: World, ms: number, step = 1_000) {
  for (let passed = 0; passed < ms; passed += step) {
    await world.sim.control.advance(step);
    await world.sim.control.settle();
  }
}

const person = async (ctx: SimContext, userId = 'person-1') => {
  const session: ProviderSessionRecord = {
    token: `token-${userId}`,
    userId,
    gameId: 'holdem-poker-room',
    currency: 'usdt',
    demo: false,
    createdAt: ctx.clock.now(),
  };
  await ctx.db.providerSessions.put(session);
  return session;
};

describe('the poker room', () => {
  it('fills its tables with the crowd, deals hands on the clock and conserves every chip bought', async () => {
    const { world, room, moves } = await roomWorld();
    for (const table of room.tables.values()) room.watch(table);
    await run(world, 10 * 60_000);
    const hands = [...room.tables.values()].reduce((sum, table) => sum + table.handNumber, 0);
    expect(hands).toBeGreaterThan(40);
    const boughtIn = moves.filter((move) => move.kind === 'in').reduce((sum, move) => sum + move.minor, 0);
    const cashedOut = moves.filter((move) => move.kind === 'out').reduce((sum, move) => sum + move.minor, 0);
    let atTables = 0;
    for (const table of room.tables.values()) {
      atTables += table.occupants().reduce((sum, occupant) => sum + table.stackOf(occupant), 0);
      if (table.handLive()) atTables += potSize(table.hand!);
      atTables += table.rakeTotal;
    }
    expect(boughtIn).toBe(cashedOut + atTables);
    const rake = [...room.tables.values()].reduce((sum, table) => sum + table.rakeTotal, 0);
    expect(rake).toBeGreaterThan(0);
  });

  it('seats a person, times them out twice, then stands them up and cashes out their stack', async () => {
    const { world, ctx, room, moves } = await roomWorld();
    const table = room.table('nl10-bluebird');
    const session = await person(ctx);
    await room.sit(session, table, 1_000);
    expect(table.seatOf('person-1')).not.toBeNull();
    expect(moves).toContainEqual(expect.objectContaining({ kind: 'in', userId: 'person-1', minor: 1_000 }));
    const stayId = table.seats[table.seatOf('person-1')!]!.stayId;
    // Nobody acts for them: after two missed turns they sit out and leave at the end of the hand.
    await run(world, 8 * 60_000);
    expect(table.seatOf('person-1')).toBeNull();
    const out = moves.find((move) => move.kind === 'out' && move.stayId === stayId);
    expect(out).toBeDefined();
    const stay = await ctx.db.pokerStays.get(stayId);
    expect(stay).toMatchObject({ open: 0, cashOutMinor: out!.minor });
    // A player who only checks or folds loses at most the blinds they posted.
    expect(out!.minor).toBeLessThanOrEqual(1_000);
    expect(out!.minor).toBeGreaterThanOrEqual(1_000 - 15);
    expect(table.handNumber).toBeGreaterThanOrEqual(2);
  });

  it('refuses a buy-in outside 40 to 100 big blinds and one the wallet refuses, changing nothing', async () => {
    const { ctx, room, moves } = await roomWorld();
    const table = room.table('nl10-bluebird');
    const session = await person(ctx);
    await expect(room.sit(session, table, 399)).rejects.toMatchObject({ code: 'BAD_BUY_IN' });
    await expect(room.sit(session, table, 1_001)).rejects.toMatchObject({ code: 'BAD_BUY_IN' });
    const broke = await person(ctx, 'broke');
    await expect(room.sit(broke, table, 500)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(moves).toEqual([]);
    expect(await ctx.db.pokerStays.count()).toBe(0);
    expect(table.occupants()).toEqual([]);
  });

  it('lets a person leave at once when not in a hand, and after the hand when in one', async () => {
    const { world, ctx, room, moves } = await roomWorld();
    const table = room.table('nl10-harbour');
    const session = await person(ctx);
    await room.sit(session, table, 800);
    await run(world, 200, 100);
    const seat = table.seatOf('person-1')!;
    const inHand = table.handLive() && table.hand!.players.some((player) => player.seat === seat);
    const { pending } = await table.leave('person-1');
    if (!inHand) expect(pending).toBe(false);
    await run(world, TIMING.actionMs * 3);
    expect(table.seatOf('person-1')).toBeNull();
    expect(moves.filter((move) => move.userId === 'person-1' && move.kind === 'out')).toHaveLength(1);
  });

  it('cashes out a stay an earlier start of the room left open, with its last saved stack', async () => {
    const { world, ctx, room, moves } = await roomWorld();
    const session = await person(ctx);
    await ctx.db.pokerStays.add({
      stayId: 'old-stay',
      tableId: 'nl10-bluebird',
      userId: session.userId,
      session: session.token,
      buyInChips: 1_000,
      buyInMinor: 2_000,
      stack: 750,
      open: 1,
      openedAt: ctx.clock.now(),
      seenAt: ctx.clock.now(),
      cashOutMinor: null,
      closedAt: null,
    });
    await room.sweep();
    expect(moves).toEqual([]); // not old enough yet: another tab may hold it
    await run(world, TIMING.orphanMs + 61_000, 10_000);
    expect(moves).toContainEqual({ kind: 'out', userId: session.userId, stayId: 'old-stay', minor: 1_500 });
    expect(await ctx.db.pokerStays.get('old-stay')).toMatchObject({ open: 0, cashOutMinor: 1_500 });
  });
});
