/**
 * The game clients' session calls (session.info with the bonus rule, session.balance), and the emulator's
 * controls: the callback log newest first, a replay that answers the same and moves nothing, a bad signature
 * that is refused, and QA's round through the wallet.
 */
import { describe, expect, it } from 'vitest';
import type { ProviderSessionInfo } from '@contract/provider/index';
import { acceptsBonus } from '../../../src/sim/domains/provider-wallet/funding';
import { aRouletteTable, aSlot, gameWhere, player, realBalance, session } from './helpers';

describe('the bonus rule (community.md §9)', () => {
  it('accepts bonus balance in slots and instant games, never in live, poker and card games', () => {
    const game = (kind: string, category: string[] = []) =>
      ({ kind, category }) as Parameters<typeof acceptsBonus>[0];
    expect(acceptsBonus(game('slot', ['slots']))).toBe(true);
    expect(acceptsBonus(game('instant', ['instant']))).toBe(true);
    for (const kind of ['roulette', 'blackjack', 'baccarat', 'wheel', 'poker'])
      expect(acceptsBonus(game(kind))).toBe(false);
    expect(acceptsBonus(game('instant', ['instant', 'blackjack']))).toBe(false);
    expect(acceptsBonus(game('slot', ['baccarat']))).toBe(false);
    expect(acceptsBonus(game('slot', ['live', 'tv-shows']))).toBe(false);
  });
});

describe('session calls', () => {
  it('session.info names the game, its kind, the player and the balance; a table accepts no bonus', async () => {
    const p = await player();
    const table = await aRouletteTable();
    const s = await session(p, table.id);
    const answer = await p.world.sim.provider.call(s.token, 'session.info', undefined);
    expect(answer).toEqual({
      ok: true,
      result: {
        gameId: table.id,
        kind: 'roulette',
        gameName: table.name,
        provider: table.type,
        currency: 'usdt',
        demo: false,
        balance: (await realBalance(p)) / 100,
        bonusAccepted: false,
        player: { id: p.userId, name: 'player' },
      } satisfies ProviderSessionInfo,
    });
    expect(await p.world.sim.provider.call(s.token, 'session.balance', undefined)).toEqual({
      ok: true,
      result: { balance: (await realBalance(p)) / 100 },
    });
    expect(await p.world.sim.provider.call('no-such-session', 'session.info', undefined)).toMatchObject({
      ok: false,
      error: { code: 'SESSION_NOT_FOUND' },
    });
  });
});

describe('the emulator controls', () => {
  it('replays a logged callback: the same answer, the balance unchanged; a bad signature is refused', async () => {
    const p = await player();
    const slot = await aSlot();
    const round = await p.world.sim.control.playProviderRound({
      game: slot.id,
      currency: 'usdt',
      demo: false,
      stake: 4,
      payout: 10,
      userId: p.userId,
    });
    expect(round.betId).toMatch(/^[0-9a-f]{24}$/);
    const log = await p.world.sim.control.providerCallbacks();
    expect(log.map((entry) => entry.request.params.action)).toEqual(['win', 'bet']);
    const [win, bet] = log;
    const balance = await realBalance(p);

    const again = await p.world.sim.control.replayProviderCallback(bet!.id);
    expect(again).toMatchObject({
      entry: { replayOf: bet!.id, answer: bet!.answer },
      balanceBefore: balance / 100,
      balanceAfter: balance / 100,
    });
    const forged = await p.world.sim.control.replayProviderCallback(win!.id, { badSignature: true });
    expect(forged?.entry.answer).toMatchObject({ error_code: 'INVALID_SIGNATURE' });
    expect(forged?.balanceAfter).toBe(balance / 100);
    expect(await realBalance(p)).toBe(balance);
    expect((await p.world.sim.control.providerCallbacks(2)).map((entry) => entry.replayOf)).toEqual([
      win!.id,
      bet!.id,
    ]);
    expect(await p.world.sim.control.replayProviderCallback(99_999)).toBeNull();
  });

  it("refuses QA rounds of in-house games, the guest's real money and a stake above the balance", async () => {
    const p = await player();
    const slot = await gameWhere((game) => game.kind === 'instant' && !game.disabled);
    const round = { game: slot.id, currency: 'usdt', demo: false, stake: 1, payout: 0 };
    await expect(p.world.sim.control.playProviderRound({ ...round, game: 'keno' })).rejects.toThrow(
      RangeError,
    );
    await expect(p.world.sim.control.playProviderRound(round)).rejects.toThrow(RangeError);
    await expect(
      p.world.sim.control.playProviderRound({ ...round, userId: p.userId, stake: 1_000_000 }),
    ).rejects.toThrow(/INSUFFICIENT_FUNDS/);
    expect(await p.world.sim.control.playProviderRound({ ...round, demo: true })).toMatchObject({
      betId: expect.any(String),
    });
  });
});
