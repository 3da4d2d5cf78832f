/**
 * One-time values: a solved captcha response and a wallet nonce are each good for one request, also when two
 * tabs of the same world race for them; the captcha's test response is a sim option, on by default, that a
 * production-like host turns off.
 */
import { describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { CAPTCHA_TEST_RESPONSE, CODES, HTTP, MESSAGES, metamaskMessage } from '@contract/index';
import { createManualClock, createSim, type CreateSimOptions } from '../../../src/sim/index';
import { FAST_PBKDF2, START_MS, startWorld } from './world';

const refused = {
  status: HTTP.badRequest,
  body: { code: CODES.captchaFailed, message: MESSAGES.captchaFailed },
};
const loginWith = (captcha: string) => ({
  method: 'POST' as const,
  path: '/auth/login',
  body: { login: 'player', password: 'player123', captcha },
});

function twoTabs(extra: Partial<CreateSimOptions> = {}) {
  const options: CreateSimOptions = {
    seed: 'captcha',
    clock: createManualClock(START_MS),
    dbName: `sim-test-${crypto.randomUUID()}`,
    pbkdf2Iterations: FAST_PBKDF2,
    world: false,
    ...extra,
  };
  return [createSim(options), createSim(options)] as const;
}

async function solve(sim: ReturnType<typeof createSim>): Promise<string> {
  const reply = await sim.request({ method: 'POST', path: '/captcha/solve' });
  return (reply.body as { response: string }).response;
}

describe('captcha', () => {
  it('a solved response passes once; the second use is refused', async () => {
    const world = await startWorld();
    const response = await solve(world.sim);
    expect((await world.sim.request(loginWith(response))).status).toBe(HTTP.ok);
    expect(await world.sim.request(loginWith(response))).toEqual(refused);
  });

  it('two tabs of one world racing with the same solved response: only one passes', async () => {
    const [first, second] = twoTabs();
    try {
      await Promise.all([first.ready, second.ready]);
      for (let round = 0; round < 5; round += 1) {
        const response = await solve(first);
        const replies = await Promise.all([first, second].map((sim) => sim.request(loginWith(response))));
        expect(replies.map((reply) => reply.status).sort()).toEqual([HTTP.ok, HTTP.badRequest]);
      }
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('accepts the test response by default, again and again (scripts sign in with it)', async () => {
    const world = await startWorld();
    for (let round = 0; round < 3; round += 1)
      expect((await world.sim.request(loginWith(CAPTCHA_TEST_RESPONSE))).status).toBe(HTTP.ok);
  });

  it('refuses the test response when the host turns the test key off', async () => {
    const [sim] = twoTabs({ captchaTestResponse: false });
    try {
      expect(await sim.request(loginWith(CAPTCHA_TEST_RESPONSE))).toMatchObject(refused);
      expect((await sim.request(loginWith(await solve(sim)))).status).toBe(HTTP.ok);
    } finally {
      await sim.close();
    }
  });
});

describe('wallet nonce', () => {
  it('two tabs of one world racing with the same signed nonce: only one signs in', async () => {
    const [first, second] = twoTabs();
    try {
      await Promise.all([first.ready, second.ready]);
      const account = privateKeyToAccount(generatePrivateKey());
      for (let round = 0; round < 3; round += 1) {
        const nonceReply = await first.request({
          method: 'POST',
          path: '/auth/metamask/nonce',
          body: { account: account.address },
        });
        const { nonce } = nonceReply.body as { nonce: string };
        const message = metamaskMessage(nonce);
        const body = {
          message,
          signature: await account.signMessage({ message }),
          address: account.address,
          nonce,
        };
        const replies = await Promise.all(
          [first, second].map((sim) =>
            sim.request({ method: 'POST', path: '/auth/metamask/signature', body }),
          ),
        );
        expect(replies.map((reply) => reply.status).sort()).toEqual([HTTP.ok, HTTP.unauthorized]);
      }
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
