/**
 * Scenario: a new player signs up, signs in, tops up the demo balance, reads the balances, then goes idle
 * past the session timeout and gets 419.
 *
 *   npx tsx scenarios/sign-up-and-top-up.ts [--seed S] [--json]
 *
 * The world runs on a manual clock from a fixed start, so the same seed prints the same transcript. The
 * process exits with 1 when a step answers a status other than the one the scenario expects.
 */
import {
  CAPTCHA_TEST_RESPONSE,
  HTTP,
  SIM_SESSION_IDLE_MS,
  type AuthAnswer,
  type Currency,
} from '@contract/index';
import { runScenario, short } from './lib/runner';

/** Monday 6 January 2025, 12:00 UTC: a fixed start keeps the transcript reproducible. */
const START_MS = Date.UTC(2025, 0, 6, 12, 0, 0);
const PLAYER = { name: 'scenario_player', email: 'scenario.player@example.test', password: 'demo-pass-1' };
const TOP_UP_CURRENCY = 'usdt';

await runScenario({ name: 'sign-up-and-top-up', startMs: START_MS }, async ({ sim, step, log }) => {
  const signedUp = await step<AuthAnswer>(
    'sign up',
    {
      method: 'POST',
      path: '/auth/register',
      body: { ...PLAYER, captcha: CAPTCHA_TEST_RESPONSE },
    },
    HTTP.ok,
    ({ user }) => `user ${user.name} (${user._id}), token ${short(user.token)}`,
  );

  const { user } = await step<AuthAnswer>(
    'log in',
    {
      method: 'POST',
      path: '/auth/login',
      body: { login: PLAYER.name, password: PLAYER.password, captcha: CAPTCHA_TEST_RESPONSE },
    },
    HTTP.ok,
    ({ user: signedIn }) => `new session ${short(signedIn.token)} for ${signedIn._id}`,
  );
  if (user._id !== signedUp.user._id) throw new Error('The login found another user');
  const token = user.token ?? null;

  await step<{ currency: string; balance: Currency['balance'] }>(
    'demo top-up',
    { method: 'POST', path: '/api/user/demo', token, body: { currency: TOP_UP_CURRENCY } },
    HTTP.ok,
    ({ currency, balance }) => `${currency} demo balance is now ${balance.demo}`,
  );

  await step<Currency[]>(
    'read balances',
    { method: 'POST', path: '/api/data/currencies', token },
    HTTP.ok,
    (currencies) => {
      const held = currencies.filter(({ balance }) => balance.real !== 0 || balance.demo !== 0);
      const listed = held.map(({ id, balance }) => `${id} real ${balance.real} demo ${balance.demo}`);
      return listed.length > 0 ? listed.join('; ') : 'all balances are zero';
    },
  );

  const idleMs = SIM_SESSION_IDLE_MS + 60_000;
  sim.clock.advance!(idleMs);
  log(`clock advanced ${idleMs / 60_000} minutes (session idle timeout ${SIM_SESSION_IDLE_MS / 60_000})`);

  await step<{ code: number; message: string }>(
    'session expired',
    { method: 'GET', path: '/api/user', token },
    HTTP.sessionExpired,
    ({ code, message }) => `code ${code}: ${message}`,
  );
});
