/** control.revealedWin: the newest paying public bet of a game whose server seed its player has revealed. */
import { describe, expect, it } from 'vitest';
import type { BetRecord, SeedChangeAnswer } from '@contract/index';
import { limbo, play, table, type Table } from './helpers';

const changeSeed = (t: Table) =>
  t.world.call<SeedChangeAnswer>(
    'POST',
    '/api/user/client_seed_change',
    { client_seed: 'qa-reveal' },
    t.token,
  );

const record = async (t: Table, number: number) =>
  (await t.world.call<BetRecord>('POST', '/api/bets/get', { id: number })).body;

describe('control.revealedWin', () => {
  it('answers the newest won bet once its seed is revealed, never a lost or a hidden one', async () => {
    const t = await table({ seed: 'qa-revealed' });
    const { control } = t.world.sim;
    // Limbo at 2x until a bet has won and the newest has lost (so the answer is not simply the newest bet).
    const outcomes: { number: number; won: boolean }[] = [];
    while (!outcomes.some((bet) => bet.won) || outcomes.at(-1)!.won) {
      const reply = await play(t.world, t.token, limbo(1, 2));
      expect(reply.status).toBe(200);
      const { db } = await t.world.sim.context();
      const row = (await db.bets.where('userId').equals(t.userId).reverse().first())!;
      outcomes.push({ number: row.number, won: row.payout > 0 });
    }
    // Still hidden: no bet can be verified yet.
    expect(await control.revealedWin('limbo')).toBeNull();

    expect((await changeSeed(t)).status).toBe(200);
    const newestWin = outcomes.filter((bet) => bet.won).at(-1)!.number;
    expect(await control.revealedWin('limbo')).toBe(newestWin);
    // What the bet's public record shows: its server seed, now revealed.
    expect((await record(t, newestWin)).serverSeed).toMatch(/^[0-9a-f]{64}$/);
    // Another game has no such bet.
    expect(await control.revealedWin('keno')).toBeNull();
  });

  it('refuses a game that is not an in-house one', async () => {
    const t = await table();
    await expect(t.world.sim.control.revealedWin('no-such-game')).rejects.toThrow(RangeError);
  });
});
