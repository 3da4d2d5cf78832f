/**
 * The demo accounts' shipped password hashes (fixtures/demo-password-hashes.json, scripts/demo-password-hashes.ts):
 * one per account, at the sim's iterations, each the hash of the account's password; and a new world's demo
 * player signs in with them.
 */
import type Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_TEST_RESPONSE, HTTP } from '@contract/index';
import { createManualClock, createSim } from '../../../src/sim/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD_HASHES } from '../../../src/sim/world/demo-accounts';
import { DEFAULT_PBKDF2_ITERATIONS, verifyPassword } from '../../../src/sim/services/passwords';
import { START_MS } from './world';

describe('the demo accounts’ shipped password hashes', () => {
  it('are one per account, at the default iterations, each of its password and no other', async () => {
    expect(Object.keys(DEMO_PASSWORD_HASHES).sort()).toEqual(
      DEMO_ACCOUNTS.map((account) => account.login).sort(),
    );
    for (const account of DEMO_ACCOUNTS) {
      const stored = DEMO_PASSWORD_HASHES[account.login]!;
      expect(stored.iterations).toBe(DEFAULT_PBKDF2_ITERATIONS);
      expect(await verifyPassword(account.password, stored), account.login).toBe(true);
      expect(await verifyPassword(`${account.password}x`, stored), account.login).toBe(false);
    }
  });

  it('are what a new world at the default iterations stores: its demo player signs in, a wrong password not', async () => {
    let db: Dexie | null = null;
    const sim = createSim({
      onDatabase: (opened) => void (db = opened),
      seed: 'shipped-hashes',
      clock: createManualClock(START_MS),
      dbName: `sim-test-${crypto.randomUUID()}`,
      world: false,
    });
    const login = (password: string) =>
      sim.request({
        method: 'POST',
        path: '/auth/login',
        body: { login: 'player', password, captcha: CAPTCHA_TEST_RESPONSE },
      });
    try {
      const signedIn = await login('player123');
      expect(signedIn.status).toBe(HTTP.ok);
      const userId = (signedIn.body as { user: { _id: string } }).user._id;
      expect((await db!.table('credentials').get(userId))?.password).toEqual(DEMO_PASSWORD_HASHES.player);
      expect((await login('player124')).status).not.toBe(HTTP.ok);
    } finally {
      await sim.close();
    }
  });
});
