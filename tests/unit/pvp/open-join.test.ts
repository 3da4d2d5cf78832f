/**
 * Opening and joining pools through the routes: the stake is a ledger row in the same transaction as the pool
 * (balance = sum of the ledger), the answer and the sports channel's push fit the contract, and every refusal
 * answers the contract's text and leaves balances, ledger and pools as they were.
 */
import { describe, expect, it } from 'vitest';
import { SPORTS_ANSWER_SCHEMAS } from '@contract/answers';
import { PVP, PVP_ERRORS } from '@contract/pvp';
import { SPORTS_CHANNEL, SPORTS_EVENTS } from '@contract/sports';
import { errorBody } from '../sim/world';
import {
  FUNDS,
  HOUR,
  balanceOf,
  joinAs,
  ledgerProblems,
  moneyAndPools,
  openAs,
  openBody,
  player,
  poolOf,
  pvpWorld,
  upcoming,
  advanceTo,
} from './helpers';

const SOCCER = 1;
const BASKETBALL = 2;

describe('opening a pool', () => {
  it('debits the stake with a pvp_stake row and answers the pool with its opener', async () => {
    const { world, ctx, players } = await pvpWorld('pvp-open');
    const [opener] = players;
    const match = await upcoming(world, SOCCER);
    const pool = poolOf(await openAs(world, opener!, openBody(match.id, { stake: 12.5, side: 'draw' })));
    SPORTS_ANSWER_SCHEMAS['POST /api/pvp/open']!.parse(pool);
    expect(pool).toMatchObject({
      matchId: match.id,
      sportId: SOCCER,
      matchName: `${match.home.name} v ${match.away.name}`,
      startsAt: match.startsAt,
      currency: 'usdt',
      demo: false,
      status: 'open',
      pot: 12.5,
      feePercent: PVP.feePercent,
      fee: 0,
      winner: null,
      openedBy: opener!.user._id,
    });
    expect(pool.sides).toEqual([
      { side: 'home', name: match.home.name, pot: 0, players: 0 },
      { side: 'draw', name: 'Draw', pot: 12.5, players: 1 },
      { side: 'away', name: match.away.name, pot: 0, players: 0 },
    ]);
    expect(pool.entries).toEqual([
      expect.objectContaining({ userId: opener!.user._id, name: opener!.login, side: 'draw', stake: 12.5 }),
    ]);
    expect(await balanceOf(world, opener!.user._id)).toBe(FUNDS - 1_250);
    const rows = await ctx.db.ledger.where('ref').equals(pool._id).toArray();
    expect(rows.map(({ reason, delta }) => ({ reason, delta }))).toEqual([
      { reason: 'pvp_stake', delta: -1_250 },
    ]);
    const pushed = world.broadcasts.filter((entry) => entry.event === SPORTS_EVENTS.pvpPool);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.channel).toBe(SPORTS_CHANNEL);
    expect(pushed[0]!.payload).toMatchObject({ _id: pool._id, pot: 12.5 });
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('plays a demo pool with the demo balance, leaving the real one alone', async () => {
    const { world, players } = await pvpWorld('pvp-open-demo');
    const match = await upcoming(world, SOCCER);
    poolOf(await openAs(world, players[0]!, openBody(match.id, { demo: true, stake: 20 })));
    expect(await balanceOf(world, players[0]!.user._id, 'demo')).toBe(FUNDS - 2_000);
    expect(await balanceOf(world, players[0]!.user._id, 'real')).toBe(FUNDS);
  });

  it('offers two sides, without a draw, on a sport that cannot end level', async () => {
    const { world, players } = await pvpWorld('pvp-open-two-way');
    const match = await upcoming(world, BASKETBALL);
    const pool = poolOf(await openAs(world, players[0]!, openBody(match.id)));
    expect(pool.sides.map((side) => side.side)).toEqual(['home', 'away']);
  });

  it('refuses every broken rule with its text and changes nothing', async () => {
    const { world, players } = await pvpWorld('pvp-open-refusals');
    const [rich] = players;
    const poor = await player(world, 0);
    const soccer = await upcoming(world, SOCCER);
    const basketball = await upcoming(world, BASKETBALL);
    const far = await upcoming(world, SOCCER, PVP.opensBeforeStartMs + HOUR, PVP.opensBeforeStartMs * 3);
    const cases = [
      [rich, openBody('nope'), 422, PVP_ERRORS.unknownMatch],
      [rich, openBody(far.id), 422, PVP_ERRORS.tooEarly],
      [rich, openBody(basketball.id, { side: 'draw' }), 422, PVP_ERRORS.invalidSide],
      [rich, openBody(soccer.id, { stake: 0.99 }), 422, PVP_ERRORS.stakeTooLow],
      [rich, openBody(soccer.id, { stake: 100.01 }), 422, PVP_ERRORS.stakeTooHigh],
      [poor, openBody(soccer.id), 422, PVP_ERRORS.notEnoughBalance],
      [rich, openBody(soccer.id, { currency: 'nope' }), 422, { message: 'Unknown currency' }],
      [rich, openBody(soccer.id, { stake: 10.001 }), 422, { message: 'Invalid stake' }],
    ] as const;
    const before = await moneyAndPools(world);
    for (const [account, body, status, refusal] of cases) {
      const reply = await openAs(world, account!, body);
      expect({ status: reply.status, message: errorBody(reply).message }).toEqual({
        status,
        message: refusal.message,
      });
    }
    expect(await moneyAndPools(world)).toEqual(before);
    // A minute before its start the match takes no new pool.
    await advanceTo(world, soccer.startsAt - 60_000);
    const late = await openAs(world, rich!, openBody(soccer.id));
    expect(errorBody(late)).toEqual(PVP_ERRORS.closed);
    expect(await moneyAndPools(world)).toEqual(before);
  });

  it('turns a guest away', async () => {
    const { world } = await pvpWorld('pvp-open-guest');
    const match = await upcoming(world, SOCCER);
    const reply = await world.call('POST', '/api/pvp/open', openBody(match.id), null);
    expect(reply.status).toBe(401);
  });
});

describe('joining a pool', () => {
  it('debits the joiner and adds the entry, newest first, with the sides\u2019 pots and players', async () => {
    const { world, ctx, players } = await pvpWorld('pvp-join');
    const [opener, joiner] = players;
    const match = await upcoming(world, SOCCER);
    const opened = poolOf(await openAs(world, opener!, openBody(match.id, { stake: 10 })));
    const joined = poolOf(await joinAs(world, joiner!, opened._id, 'away', 25));
    SPORTS_ANSWER_SCHEMAS['POST /api/pvp/join']!.parse(joined);
    expect(joined.pot).toBe(35);
    expect(joined.sides.map(({ side, pot, players: count }) => [side, pot, count])).toEqual([
      ['home', 10, 1],
      ['draw', 0, 0],
      ['away', 25, 1],
    ]);
    expect(joined.entries.map((entry) => entry.userId)).toEqual([joiner!.user._id, opener!.user._id]);
    expect(await balanceOf(world, joiner!.user._id)).toBe(FUNDS - 2_500);
    const rows = await ctx.db.ledger.where('ref').equals(opened._id).toArray();
    expect(rows.map(({ userId, reason, delta }) => [userId, reason, delta])).toEqual([
      [opener!.user._id, 'pvp_stake', -1_000],
      [joiner!.user._id, 'pvp_stake', -2_500],
    ]);
    const listed = await world.call<unknown[]>('POST', '/api/pvp/pools', { status: 'open' }, null);
    SPORTS_ANSWER_SCHEMAS['POST /api/pvp/pools']!.parse(listed.body);
    expect(listed.body).toEqual([expect.objectContaining({ _id: opened._id, pot: 35 })]);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('shows a private player as Hidden to others, and by name to themselves', async () => {
    const { world, ctx, players } = await pvpWorld('pvp-hidden');
    const [opener, joiner] = players;
    await ctx.db.users.update(opener!.user._id, { private_bets: true });
    const match = await upcoming(world, SOCCER);
    const pool = poolOf(await openAs(world, opener!, openBody(match.id)));
    expect(pool.entries[0]!.name).toBe(opener!.login);
    const seen = poolOf(await world.call('POST', '/api/pvp/pool', { id: pool._id }, joiner!.token));
    expect(seen.entries[0]!.name).toBe('Hidden');
    const pushed = world.broadcasts.filter((entry) => entry.event === SPORTS_EVENTS.pvpPool).at(-1);
    expect(pushed!.payload).toMatchObject({ entries: [{ name: 'Hidden' }] });
  });

  it('refuses every broken rule with its text and changes nothing', async () => {
    const { world, players } = await pvpWorld('pvp-join-refusals');
    const [opener, joiner] = players;
    const poor = await player(world, 0);
    const soccer = await upcoming(world, SOCCER);
    const basketball = await upcoming(world, BASKETBALL);
    const pool = poolOf(await openAs(world, opener!, openBody(soccer.id)));
    const twoWay = poolOf(await openAs(world, opener!, openBody(basketball.id)));
    const cases = [
      [joiner, 'nope', 'home', 10, 404, PVP_ERRORS.unknownPool],
      [joiner, twoWay._id, 'draw', 10, 422, PVP_ERRORS.invalidSide],
      [joiner, pool._id, 'away', 0.5, 422, PVP_ERRORS.stakeTooLow],
      [joiner, pool._id, 'away', 150, 422, PVP_ERRORS.stakeTooHigh],
      [opener, pool._id, 'away', 10, 422, PVP_ERRORS.alreadyJoined],
      [poor, pool._id, 'away', 10, 422, PVP_ERRORS.notEnoughBalance],
    ] as const;
    const before = await moneyAndPools(world);
    for (const [account, poolId, side, stake, status, refusal] of cases) {
      const reply = await joinAs(world, account!, poolId, side, stake);
      expect({ status: reply.status, body: errorBody(reply) }).toEqual({ status, body: refusal });
    }
    expect(await moneyAndPools(world)).toEqual(before);
    // Half a minute before its start the pool takes nobody more.
    await advanceTo(world, soccer.startsAt - 30_000);
    const beforeLate = await moneyAndPools(world);
    const late = await joinAs(world, joiner!, pool._id, 'away', 10);
    expect(errorBody(late)).toEqual(PVP_ERRORS.closed);
    expect(await moneyAndPools(world)).toEqual(beforeLate);
  });
});
