/**
 * The slots through the real provider: the frame's calls (sim.provider.call) on a launched session move the
 * player's money by the operator's signed callbacks, each finished round is one bet row of the catalogue
 * game, and a refused spin (more than the balance) changes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { ProviderCallAnswer } from '@contract/sim-api';
import type { SlotSpinResult } from '@contract/provider/slots';
import {
  aSlot,
  gameWhere,
  ledgerProblems,
  player,
  realBalance,
  session,
  type Player,
} from '../provider-seam/helpers';

async function call<T>(p: Player, token: string, method: string, params: unknown): Promise<T> {
  const answer: ProviderCallAnswer = await p.world.sim.provider.call(token, method, params);
  if (!answer.ok) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
  return answer.result as T;
}

describe('slots through the provider', () => {
  it('pays each round through the wallet and records it as one bet of the game', async () => {
    const p = await player({ seed: 'slots-provider' });
    const slot = await aSlot();
    const opened = await session(p, slot.id);
    const ctx = await p.world.sim.context();
    let balance = await realBalance(p);
    let rounds = 0;
    for (let spin = 0; spin < 12; spin += 1) {
      const last = await call<SlotSpinResult>(p, opened.token, 'slots.spin', { bet: 1 });
      if (last.roundFinished) {
        rounds += 1;
        const now = await realBalance(p);
        if (last.freeSpins === null) expect(now - balance).toBe(Math.round(last.roundWin * 100) - 100);
        balance = now;
        expect(last.balance * 100).toBe(now);
      }
    }
    const bets = await ctx.db.bets.where('userId').equals(p.userId).toArray();
    expect(bets).toHaveLength(rounds);
    expect(bets.every((bet) => bet.game === slot.id && bet.nonce === -1)).toBe(true);
    expect(await ledgerProblems(p.world)).toEqual([]);
  });

  it('refuses a spin above the balance and changes nothing', async () => {
    const p = await player({ seed: 'slots-provider-short' });
    const slot = await aSlot();
    const opened = await session(p, slot.id);
    const before = await realBalance(p);
    const config = await call<{ betSteps: number[] }>(p, opened.token, 'slots.config', undefined);
    const tooMuch = config.betSteps.find((step) => step * 100 > before)!;
    const answer = await p.world.sim.provider.call(opened.token, 'slots.spin', { bet: tooMuch });
    expect(answer).toMatchObject({ ok: false, error: { code: 'INSUFFICIENT_FUNDS' } });
    expect(await realBalance(p)).toBe(before);
    const ctx = await p.world.sim.context();
    expect(await ctx.db.slotStates.count()).toBe(0);
  });

  it('plays a scratch card through the same wallet', async () => {
    const p = await player({ seed: 'slots-provider-card' });
    const card = await gameWhere((game) => game.kind === 'instant' && !game.disabled);
    const opened = await session(p, card.id);
    const before = await realBalance(p);
    const result = await call<{ win: number; balance: number }>(p, opened.token, 'instant.play', { bet: 1 });
    expect(await realBalance(p)).toBe(before - 100 + Math.round(result.win * 100));
  });
});
