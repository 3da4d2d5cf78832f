/**
 * The ledger rule under random game traffic (fast-check): Plays of limbo, keno and mines with amounts of any
 * size and precision, malformed data, Turns and Finishes with good, foreign and malformed ids and actions,
 * seed changes, guest wallet calls and demo top-ups, by the player, another player and the guest. After every
 * sequence: balance = sum of ledger rows and never negative; every bet's ledger rows add up to its result;
 * open games and in-progress bets match one to one; each pair's nonce counts its bets; bet numbers run
 * 1..n; every ledger row was announced; no answer was a 5xx.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { USER_EVENTS } from '@contract/index';
import { ledgerProblems, login, startWorld, type World } from './helpers';

const amount = fc.oneof(
  fc.constantFrom(0, 0.01, 0.5, 1, 5, 21.73, 21.74, 100, 500, 0.00000001, 0.001, -1, 1e21),
  fc.double({ min: -10, max: 1000, noNaN: false }),
  fc.constantFrom(Number.NaN, Infinity, '1', 'abc', null),
);
const currency = fc.constantFrom('usdt', 'btc', 'eth', 'doge', 'ltc', 'xyz');
/** Mostly amounts that pass the checks (within the max bet, at the currency's precision), some that do not. */
const stake = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      { currency: 'usdt', bet: 0.01 },
      { currency: 'usdt', bet: 1 },
      { currency: 'usdt', bet: 7.5 },
      { currency: 'usdt', bet: 21.73 },
      { currency: 'btc', bet: 0.00001 },
      { currency: 'btc', bet: 0.0003 },
      { currency: 'eth', bet: 0.001 },
      { currency: 'doge', bet: 25 },
    ),
  },
  { weight: 1, arbitrary: fc.record({ currency, bet: amount }) },
);
const demo = fc.oneof(
  { weight: 3, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);
const gameData = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      api_id: fc.constant('limbo'),
      data: fc.record({ target: fc.constantFrom(3.33, 10, 100, 1_000_000) }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      api_id: fc.constant('keno'),
      data: fc.record({
        picks: fc.uniqueArray(fc.integer({ min: 0, max: 39 }), { minLength: 1, maxLength: 10 }),
        risk: fc.constantFrom('low', 'medium', 'high'),
      }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      api_id: fc.constant('mines'),
      data: fc.record({ mines: fc.integer({ min: 1, max: 24 }) }),
    }),
  },
  // Malformed data for each game, and unknown games.
  {
    weight: 1,
    arbitrary: fc.record({
      api_id: fc.constant('limbo'),
      data: fc.oneof(fc.record({ target: fc.constantFrom(0.5, Number.NaN, 2e6) }), fc.anything()),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      api_id: fc.constant('keno'),
      data: fc.record({
        picks: fc.array(fc.integer({ min: -2, max: 45 }), { maxLength: 12 }),
        risk: fc.constantFrom('low', 'extreme'),
      }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      api_id: fc.constant('mines'),
      data: fc.record({ mines: fc.constantFrom(0, 25, 2.5, '3') }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ api_id: fc.constantFrom('dice', '__proto__'), data: fc.anything() }) },
);
const actor = fc.oneof(
  { weight: 3, arbitrary: fc.constant('player' as const) },
  { weight: 1, arbitrary: fc.constant('admin' as const) },
  { weight: 1, arbitrary: fc.constant('guest' as const) },
);

const command = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('play' as const),
      actor,
      game: gameData,
      stake,
      demo,
      quick: fc.boolean(),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('turn' as const),
      actor,
      id: fc.constantFrom('open', 'open', 'open', 'last', 'junk'),
      data: fc.oneof(
        { weight: 4, arbitrary: fc.record({ tile: fc.integer({ min: 0, max: 24 }) }) },
        {
          weight: 1,
          arbitrary: fc.oneof(fc.record({ tile: fc.constantFrom(-1, 25, 'a', 1.5) }), fc.anything()),
        },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('finish' as const),
      actor,
      id: fc.constantFrom('open', 'open', 'last', 'junk'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('seed' as const),
      actor,
      seed: fc.oneof(fc.string({ maxLength: 70 }), fc.anything()),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('guestWallet' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('demo' as const), actor, currency }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('whisper' as const),
      actor,
      event: fc.constantFrom('RestoreData', 'GameData', 'Info', 'Play', 'Turn', 'Finish', 'Nope'),
      data: fc.anything(),
    }),
  },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

interface RunState {
  world: World;
  tokens: Record<'player' | 'admin' | 'guest', string | null>;
  lastBet: string | null;
  statuses: Array<{ what: string; status: number }>;
}

async function send(state: RunState, who: keyof RunState['tokens'], event: string, data: unknown) {
  const reply = await state.world.sim.whisper({ token: state.tokens[who], event, data });
  state.statuses.push({ what: `${who} ${event} ${JSON.stringify(data) ?? ''}`, status: reply.status });
  return reply as { status: number; body: { id?: string } };
}

async function openId(state: RunState, who: keyof RunState['tokens']): Promise<string | null> {
  const reply = (await state.world.sim.whisper({
    token: state.tokens[who],
    event: 'RestoreData',
    data: {},
  })) as {
    body: { game: { id: string } | null };
  };
  return reply.body.game?.id ?? null;
}

async function run(state: RunState, cmd: Command): Promise<void> {
  switch (cmd.kind) {
    case 'play': {
      // A guest asks for demo most of the time (the client always does).
      const demoAsked = cmd.actor === 'guest' ? !cmd.quick || cmd.demo : cmd.demo;
      const reply = await send(state, cmd.actor, 'Play', {
        ...cmd.game,
        ...cmd.stake,
        demo: demoAsked,
        quick: cmd.quick,
      });
      if (reply.status === 200 && reply.body.id) state.lastBet = reply.body.id;
      return;
    }
    case 'turn':
    case 'finish': {
      const id =
        cmd.id === 'open' ? await openId(state, cmd.actor) : cmd.id === 'last' ? state.lastBet : 'junk';
      await send(
        state,
        cmd.actor,
        cmd.kind === 'turn' ? 'Turn' : 'Finish',
        cmd.kind === 'turn' ? { id, data: cmd.data } : { id },
      );
      return;
    }
    case 'seed': {
      const reply = await state.world.call(
        'POST',
        '/api/user/client_seed_change',
        { client_seed: cmd.seed },
        state.tokens[cmd.actor],
      );
      state.statuses.push({ what: 'seed', status: reply.status });
      return;
    }
    case 'guestWallet': {
      const reply = await state.world.call('POST', '/api/guest/wallet');
      state.statuses.push({ what: 'guest wallet', status: reply.status });
      return;
    }
    case 'demo': {
      const reply = await state.world.call(
        'POST',
        '/api/user/demo',
        { currency: cmd.currency },
        state.tokens[cmd.actor],
      );
      state.statuses.push({ what: 'demo', status: reply.status });
      return;
    }
    case 'whisper':
      await send(state, cmd.actor, cmd.event, cmd.data);
      return;
  }
}

async function gameProblems(world: World): Promise<string[]> {
  const { db } = await world.sim.context();
  const [bets, open, pairs, ledger] = await Promise.all([
    db.bets.toArray(),
    db.openGames.toArray(),
    db.seedPairs.toArray(),
    db.ledger.toArray(),
  ]);
  const problems: string[] = [];
  bets.forEach((bet, index) => {
    if (bet.number !== index + 1) problems.push(`bet numbers not 1..n at ${bet.number}`);
    const rows = ledger.filter((row) => row.ref === bet.id);
    const debited = -rows.filter((row) => row.reason === 'bet').reduce((sum, row) => sum + row.delta, 0);
    const credited = rows
      .filter((row) => row.reason === 'win' || row.reason === 'refund')
      .reduce((sum, row) => sum + row.delta, 0);
    if (debited !== bet.stake) problems.push(`${bet.id}: debited ${debited} != stake ${bet.stake}`);
    const expected = bet.status === 'in-progress' ? 0 : bet.payout;
    if (credited !== expected) problems.push(`${bet.id}: credited ${credited} != payout ${expected}`);
    if (
      rows.some(
        (row) =>
          row.userId !== bet.userId ||
          row.currency !== bet.currency ||
          row.kind !== (bet.demo ? 'demo' : 'real'),
      )
    ) {
      problems.push(`${bet.id}: ledger rows of another balance`);
    }
    const isOpen = open.some((game) => game.betId === bet.id);
    if (isOpen !== (bet.status === 'in-progress'))
      problems.push(`${bet.id}: status ${bet.status} but open ${isOpen}`);
  });
  for (const game of open)
    if (!bets.some((bet) => bet.id === game.betId)) problems.push(`open game without bet ${game.betId}`);
  for (const pair of pairs) {
    const used = bets
      .filter((bet) => bet.seedPairId === pair.id)
      .map((bet) => bet.nonce)
      .sort((a, b) => a - b);
    if (pair.nonce !== used.length || used.some((nonce, index) => nonce !== index)) {
      problems.push(`pair ${pair.id}: nonce ${pair.nonce}, bets used ${used.join(',')}`);
    }
  }
  for (const owner of new Set(pairs.map((pair) => pair.userId))) {
    const mine = pairs.filter((pair) => pair.userId === owner);
    const active = mine.filter((pair) => pair.status === 'active').length;
    const next = mine.filter((pair) => pair.status === 'next').length;
    if (active !== 1 || next !== 1) problems.push(`${owner}: ${active} active and ${next} next pairs`);
  }
  return problems;
}

describe('games ledger invariants under random calls (fast-check)', () => {
  it('money, bets, open games and nonces stay consistent; no 5xx', async () => {
    /** Successful calls by kind over all runs: the sequences must really play, not only be refused. */
    const played = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 30 }), async (commands) => {
        const world = await startWorld({ seed: 'games-property' });
        try {
          const ctx = await world.sim.context();
          const seededRows = await ctx.db.ledger.count();
          const state: RunState = {
            world,
            tokens: {
              player: (await login(world, 'player', 'player123')).token,
              admin: (await login(world, 'admin', 'admin123')).token,
              guest: null,
            },
            lastBet: null,
            statuses: [],
          };
          for (const cmd of commands) await run(state, cmd);
          for (const entry of state.statuses) {
            if (entry.status !== 200) continue;
            const kind = /\b(Play|Turn|Finish|seed)\b/.exec(entry.what)?.[1];
            if (kind) played.set(kind, (played.get(kind) ?? 0) + 1);
          }

          expect(state.statuses.filter((entry) => entry.status >= 500)).toEqual([]);
          expect(await ledgerProblems(world)).toEqual([]);
          expect(await gameProblems(world)).toEqual([]);
          const announced = world.broadcasts.filter((b) => b.event === USER_EVENTS.balanceModification);
          expect(announced.length).toBe((await ctx.db.ledger.count()) - seededRows);
        } finally {
          await world.sim.close();
        }
      }),
      { numRuns: 100 },
    );
    for (const kind of ['Play', 'Turn', 'Finish', 'seed'])
      expect(played.get(kind) ?? 0, kind).toBeGreaterThan(0);
  }, 120_000);
});
