import { describe, expect, it } from 'vitest';
import {
  LIVE_PHASE_MS,
  MULTIPLAYER_TIME_LIMIT_MS,
  type LiveTableKind,
  type LiveTableState,
} from '@contract/provider/live';
import { gameWhere, launch, ledgerProblems, player, realBalance, session } from '../provider-seam/helpers';

const ROUND_MS = MULTIPLAYER_TIME_LIMIT_MS + LIVE_PHASE_MS.roulette.closing + LIVE_PHASE_MS.roulette.dealing;

const table = (kind: LiveTableKind) => gameWhere((game) => game.kind === kind && !game.disabled);

describe('live tables and the operator wallet', () => {
  it('never takes bonus balance at roulette, baccarat or blackjack', async () => {
    const p = await player();
    for (const kind of ['roulette', 'baccarat', 'blackjack'] as const) {
      const reply = await launch(p.world, p.token, {
        id: (await table(kind)).id,
        demo: false,
        currency: 'usdt',
      });
      expect(reply.body.game).toMatchObject({ kind, bonusAccepted: false });
    }
  });

  it('stakes real money through a bet callback and settles it with one finished win, recorded as a bet', async () => {
    const p = await player();
    const roulette = await table('roulette');
    const s = await session(p, roulette.id);
    const before = await realBalance(p);
    const ctx = await p.world.sim.context();
    const bet = await p.world.sim.provider.call(s.token, 'live.bet', {
      bets: [
        { spot: 'red', amount: 2 },
        { spot: 'black', amount: 1 },
      ],
    });
    expect(bet.ok).toBe(true);
    expect(await realBalance(p)).toBe(before - 300);

    await p.world.sim.control.advance(ROUND_MS);
    await p.world.sim.control.settle();
    const answer = await p.world.sim.provider.call(s.token, 'live.state', undefined);
    const state = (answer as { ok: true; result: LiveTableState }).result;
    expect(state.phase).toBe('result');
    const payout = Math.round(state.mine!.payout! * 100);
    expect(await realBalance(p)).toBe(before - 300 + payout);
    const bets = await ctx.db.bets.where('userId').equals(p.userId).toArray();
    expect(bets.filter((row) => row.game === roulette.id)).toEqual([
      expect.objectContaining({ stake: 300, payout, nonce: -1 }),
    ]);
    expect(await ledgerProblems(p.world)).toEqual([]);
  });

  it('refuses a bet over the balance and a late one, moving nothing', async () => {
    const p = await player();
    const s = await session(p, (await table('baccarat')).id);
    const before = await realBalance(p);
    const tooMuch = await p.world.sim.provider.call(s.token, 'live.bet', {
      bets: [{ spot: 'banker', amount: 501 }],
    });
    expect(tooMuch).toMatchObject({ ok: false, error: { code: 'INSUFFICIENT_FUNDS' } });
    await p.world.sim.control.advance(MULTIPLAYER_TIME_LIMIT_MS);
    await p.world.sim.control.settle();
    const late = await p.world.sim.provider.call(s.token, 'live.bet', {
      bets: [{ spot: 'banker', amount: 1 }],
    });
    expect(late).toMatchObject({
      ok: false,
      error: { code: 'BET_CLOSED', message: 'Cannot place bet at this stage of the game' },
    });
    expect(await realBalance(p)).toBe(before);
  });

  it('plays demo money from the demo balance, leaving the real one alone', async () => {
    const p = await player();
    expect((await p.world.call('POST', '/api/user/demo', { currency: 'usdt' }, p.token)).status).toBe(200);
    const s = await session(p, (await table('wheel')).id, { demo: true });
    const before = await realBalance(p);
    const ctx = await p.world.sim.context();
    const demoBefore = (await ctx.ledger.balance(p.userId, 'usdt', 'demo'))?.amount ?? 0;
    const bet = await p.world.sim.provider.call(s.token, 'live.bet', {
      bets: [{ spot: 'wheel-2', amount: 1 }],
    });
    expect(bet.ok).toBe(true);
    expect(await realBalance(p)).toBe(before);
    expect((await ctx.ledger.balance(p.userId, 'usdt', 'demo'))?.amount).toBe(demoBefore - 100);
  });
});
