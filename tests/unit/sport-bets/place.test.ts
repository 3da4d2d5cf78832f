/**
 * Placing a bet: the stake is taken by a sport_wager ledger row with the queue entry, and every refusal known
 * at once answers 422 with its SPORT_BET_ERRORS code and text, leaving balances and records as they were.
 */
import { describe, expect, it } from 'vitest';
import { SPORTS_ANSWER_SCHEMAS } from '@contract/answers';
import { CODES } from '@contract/index';
import { SPORT_BET, SPORT_BET_ERRORS } from '@contract/sport-bets';
import { errorBody, register } from '../sim/world';
import {
  FUNDS,
  HOUR,
  balanceOf,
  footballAround,
  ledgerProblems,
  multi,
  openOptions,
  optionOf,
  place,
  queued,
  single,
  snapshot,
  sportWorld,
  upcoming,
} from './helpers';

describe('placing a sport bet', () => {
  it('queues it, taking the stake with a sport_wager row in the same step', async () => {
    const { world, ctx, model, player } = await sportWorld('place-queue');
    const now = world.clock.now();
    const { match } = upcoming(model, now)[0]!;
    const option = optionOf(model, match.id, 'home', now);
    const entry = queued(await place(world, player, single(option, { stake: 12.5 })));
    SPORTS_ANSWER_SCHEMAS['POST /api/sport/bet']!.parse(entry);
    expect(entry).toEqual({
      queueId: expect.any(String),
      status: 'queued',
      decidesAt: now + SPORT_BET.prematchDelayMs,
    });
    expect(await balanceOf(world, player.user._id)).toBe(FUNDS - 1_250);
    const rows = await ctx.db.ledger.where('ref').equals(entry.queueId).toArray();
    expect(rows.map(({ reason, delta, kind }) => ({ reason, delta, kind }))).toEqual([
      { reason: 'sport_wager', delta: -1_250, kind: 'real' },
    ]);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('holds a bet with a live selection longer, and bets the demo balance when asked', async () => {
    const { world, model, player } = await sportWorld('place-live');
    const now = world.clock.now();
    const live = footballAround(model, now).find(
      (match) => match.status === 'live' && openOptions(model, match.id, now).length > 0,
    )!;
    const entry = queued(
      await place(world, player, single(openOptions(model, live.id, now)[0]!, { demo: true })),
    );
    expect(entry.decidesAt).toBe(now + SPORT_BET.liveDelayMs);
    expect(await balanceOf(world, player.user._id, 'demo')).toBe(FUNDS - 500);
    expect(await balanceOf(world, player.user._id, 'real')).toBe(FUNDS);
  });

  it('refuses a guest', async () => {
    const { world, model } = await sportWorld('place-guest');
    const { match } = upcoming(model, world.clock.now())[0]!;
    const reply = await place(
      world,
      { token: '' } as never,
      single(optionOf(model, match.id, 'home', world.clock.now())),
    );
    expect(reply.status).toBe(401);
  });
});

describe('refusals known at once', () => {
  async function refusalWorld(seed: string) {
    const setup = await sportWorld(seed);
    const now = setup.world.clock.now();
    const matches = upcoming(setup.model, now);
    const home = (index: number) => optionOf(setup.model, matches[index]!.match.id, 'home', now);
    return { ...setup, now, matches, home };
  }

  async function expectRefused(
    setup: Awaited<ReturnType<typeof refusalWorld>>,
    body: unknown,
    expected: { code: number; message?: string },
  ) {
    const { world, player } = setup;
    const before = await snapshot(world, player.user._id);
    const reply = await place(world, player, body);
    expect(reply.status).toBe(422);
    expect(errorBody(reply)).toMatchObject(expected);
    expect(await snapshot(world, player.user._id)).toEqual(before);
  }

  it('refuses a body of the wrong shape and a wrong number of selections as validation errors', async () => {
    const setup = await refusalWorld('refuse-shape');
    const { home } = setup;
    const validation = { code: CODES.validation };
    await expectRefused(setup, { ...single(home(0)), stake: -1 }, validation);
    await expectRefused(setup, { ...single(home(0)), kind: 'each-way' }, validation);
    await expectRefused(
      setup,
      { ...single(home(0)), selections: [{ optionId: home(0).id, odds: 1 }] },
      validation,
    );
    await expectRefused(setup, { ...multi([home(0), home(1)]), kind: 'single' }, validation);
    await expectRefused(setup, multi([home(0)]), validation);
  });

  it.each([
    ['tooManyMulti', 'more selections than a multi combines'],
    ['sameMatch', 'two options of one match'],
    ['sameMatch', 'one option twice'],
  ] as const)('answers %s for %s', async (key, what) => {
    const setup = await refusalWorld(`refuse-${what}`);
    const { home, matches, model, now } = setup;
    const body =
      what === 'one option twice'
        ? multi([home(0), home(0)])
        : what === 'two options of one match'
          ? multi([home(0), optionOf(model, matches[0]!.match.id, 'away', now)])
          : multi(matches.slice(0, SPORT_BET.multiMaxSelections + 1).map((_, index) => home(index)));
    await expectRefused(setup, body, SPORT_BET_ERRORS[key]);
  });

  it('answers optionClosed for an option the world does not know', async () => {
    const setup = await refusalWorld('refuse-unknown');
    const body = { ...single(setup.home(0)), selections: [{ optionId: '1-0-1:1x2:nobody', odds: 2 }] };
    await expectRefused(setup, body, SPORT_BET_ERRORS.optionClosed);
  });

  it('answers tooLate for an ended match and tooEarly for one beyond the opening', async () => {
    const setup = await refusalWorld('refuse-time');
    const { model, now } = setup;
    const ended = model
      .matches(1, now - 6 * HOUR, now)
      .find((match) => model.match(match.id, now)!.status === 'ended')!;
    const late = model.market(ended.id, now)!.options[0]!;
    await expectRefused(setup, single(late), SPORT_BET_ERRORS.tooLate);
    const opensAt = now + SPORT_BET.opensBeforeStartMs;
    const far = model
      .matches(1, opensAt + HOUR, opensAt + 12 * HOUR)
      .find((match) => match.startsAt > opensAt + HOUR)!;
    await expectRefused(setup, single(optionOf(model, far.id, 'home', now)), SPORT_BET_ERRORS.tooEarly);
  });

  it('answers optionClosed for a suspended market (just after a score)', async () => {
    const probe = await refusalWorld('refuse-suspended');
    const { model, now } = probe;
    // A live match that scored in the last half minute of some moment of the next hours.
    let found: { at: number; optionId: string; odds: number } | undefined;
    for (let at = now; !found && at < now + 6 * HOUR; at += 30_000) {
      const match = footballAround(model, at, 1).find(
        (candidate) => model.market(candidate.id, at)?.status === 'suspended' && candidate.status === 'live',
      );
      const option = match && model.market(match.id, at)!.options[0]!;
      if (option) found = { at, optionId: option.id, odds: option.odds };
    }
    expect(found).toBeDefined();
    const setup = await refusalWorld('refuse-suspended');
    await setup.world.sim.control.advance(found!.at - now);
    const body = { ...single(setup.home(0)), selections: [{ optionId: found!.optionId, odds: found!.odds }] };
    await expectRefused(setup, body, SPORT_BET_ERRORS.optionClosed);
  });

  it('refuses an unknown currency and a stake finer than the currency as validation errors', async () => {
    const setup = await refusalWorld('refuse-currency');
    await expectRefused(setup, single(setup.home(0), { currency: 'nope' }), { code: CODES.validation });
    await expectRefused(setup, single(setup.home(0), { stake: 5.001 }), { code: CODES.validation });
  });

  it('answers betTooLow and betTooHigh in US dollars at the price now', async () => {
    const setup = await refusalWorld('refuse-limits');
    await expectRefused(setup, single(setup.home(0), { stake: 0.5 }), SPORT_BET_ERRORS.betTooLow);
    await expectRefused(setup, single(setup.home(0), { stake: 25 }), SPORT_BET_ERRORS.betTooHigh);
    const btc = setup.ctx.prices.currency('btc')!;
    const tooHigh = Math.round((30 / btc.price) * 1e8) / 1e8;
    await expectRefused(
      setup,
      single(setup.home(0), { currency: 'btc', stake: tooHigh }),
      SPORT_BET_ERRORS.betTooHigh,
    );
  });

  it('answers notEnoughBalance', async () => {
    const setup = await refusalWorld('refuse-balance');
    const poor = await register(setup.world);
    const before = await snapshot(setup.world, poor.user._id);
    const reply = await place(setup.world, poor, single(setup.home(0)));
    expect(errorBody(reply)).toMatchObject(SPORT_BET_ERRORS.notEnoughBalance);
    expect(await snapshot(setup.world, poor.user._id)).toEqual(before);
  });

  it('answers doubleBet for an option a queued or pending bet holds', async () => {
    const setup = await refusalWorld('refuse-double');
    const { world, player, home } = setup;
    queued(await place(world, player, single(home(0))));
    await expectRefused(setup, multi([home(1), home(0)]), SPORT_BET_ERRORS.doubleBet);
    await world.sim.control.advance(SPORT_BET.prematchDelayMs);
    await world.sim.control.settle();
    await expectRefused(setup, single(home(0)), SPORT_BET_ERRORS.doubleBet);
  });

  it('answers failedToQueue beyond the queue limit', async () => {
    const setup = await refusalWorld('refuse-queue');
    const { world, player, home } = setup;
    for (let index = 0; index < SPORT_BET.queueMaxPerPlayer; index += 1)
      queued(await place(world, player, single(home(index))));
    await expectRefused(setup, single(home(SPORT_BET.queueMaxPerPlayer)), SPORT_BET_ERRORS.failedToQueue);
  });
});
