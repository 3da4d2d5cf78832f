/**
 * The durable world across a clean restart: what a player did is there after close and open, the ledger
 * still adds up, and a restart with another seed refuses instead of mixing two worlds.
 */
import { describe, expect, it } from 'vitest';
import { CAPTCHA_TEST_RESPONSE } from '@contract/index';
import type { World } from '../sim/world';
import { PASSWORD, ledgerProblems } from '../sim/world';
import { dataFolder, openWorld, playerWithBet, wholeDatabase } from './durable-helpers';

const moneyTables = ['users', 'credentials', 'balances', 'ledger', 'bets', 'seedPairs'];

describe('a durable world across a restart', () => {
  it('keeps the sign-up, the top-up, the bet and the ledger', async () => {
    const dir = await dataFolder();
    const first = await openWorld(dir);
    expect(first.resumed).toBeNull();
    const { token, betId, user } = await playerWithBet(first.sim, 'restart1');
    const before = await wholeDatabase(first.sim);
    await first.close();

    const second = await openWorld(dir);
    expect(second.resumed?.meta.seed).toBe('durable-test-seed');
    const after = await wholeDatabase(second.sim);
    for (const table of moneyTables) expect(after[table], table).toEqual(before[table]);
    const { db } = await second.sim.context();
    expect(await db.bets.where('id').equals(betId).count()).toBe(1);
    expect((await db.users.get(user._id))?.name).toBe('restart1');
    expect(await ledgerProblems({ sim: second.sim } as World)).toEqual([]);
    // The session and the password still work.
    const currencies = await second.sim.request({
      method: 'POST',
      path: '/api/data/currencies',
      body: undefined,
      token,
    });
    expect(currencies.status).toBe(200);
    const signIn = await second.sim.request({
      method: 'POST',
      path: '/auth/login',
      body: { login: 'restart1', password: PASSWORD, captcha: CAPTCHA_TEST_RESPONSE },
      token: null,
    });
    expect(signIn.status).toBe(200);
  });

  it('continues a world restarted twice, with calls in between', async () => {
    const dir = await dataFolder();
    const first = await openWorld(dir);
    await playerWithBet(first.sim, 'twice1');
    await first.close();
    const second = await openWorld(dir);
    await playerWithBet(second.sim, 'twice2');
    const before = await wholeDatabase(second.sim);
    await second.close();
    const third = await openWorld(dir);
    const after = await wholeDatabase(third.sim);
    for (const table of moneyTables) expect(after[table], table).toEqual(before[table]);
    expect(await ledgerProblems({ sim: third.sim } as World)).toEqual([]);
  });

  it('refuses to continue a world with another seed, and says which world the folder holds', async () => {
    const dir = await dataFolder();
    await (await openWorld(dir)).close();
    await expect(openWorld(dir, { seed: 'another-seed' })).rejects.toThrow(
      /holds the world "test" of seed "durable-test-seed"/,
    );
    // The refusal left the folder usable.
    const again = await openWorld(dir);
    expect(again.resumed).not.toBeNull();
  });

  it('refuses a second open of a folder while the first runs', async () => {
    const dir = await dataFolder();
    await openWorld(dir);
    await expect(openWorld(dir)).rejects.toThrow(/already open in this process/);
  });
});
