/**
 * Records the shipped scenario files again (scenarios/recorded/*.json) by driving a fresh world through the
 * recorder with scripted steps. Run it only when the sim's answers changed on purpose; `npm run scenario`
 * replays the files as a regression check.
 *
 *   npx tsx scenarios/recorded/record.ts
 */
import { writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import {
  CAPTCHA_TEST_RESPONSE,
  SIM_SESSION_IDLE_MS,
  type AuthAnswer,
  type DepositWalletAnswer,
} from '@contract/index';
import type { ScenarioFile } from '@contract/scenario';
import { recordScripted, type ScriptedRecorder } from '../lib/scripted-recording';

/** Monday 6 January 2025, 12:00 UTC: a fixed start, like the scripted scenarios'. */
const START_MS = Date.UTC(2025, 0, 6, 12, 0, 0);
const BLOCK_MS = 10 * 60_000;

async function signUp(recorder: ScriptedRecorder, name: string): Promise<string> {
  const player = { name, email: `${name}@example.test`, password: 'demo-pass-1' };
  const { body } = await recorder.request(
    { method: 'POST', path: '/auth/register', body: { ...player, captcha: CAPTCHA_TEST_RESPONSE } },
    'sign up',
  );
  return (body as AuthAnswer).user.token!;
}

const limbo = (token: string, demo: boolean, currency: string, bet: number) => ({
  event: 'Play',
  token,
  data: { api_id: 'limbo', bet, demo, currency, quick: true, data: { target: 2 } },
});

const signUpAndPlay = () =>
  recordScripted(
    {
      name: 'sign-up-and-play',
      description: 'A new player signs up, tops up the USDT demo balance and plays five rounds of limbo.',
      seed: 'recorded',
      startMs: START_MS,
      world: false,
    },
    async (recorder) => {
      const token = await signUp(recorder, 'recorded_player');
      await recorder.request({ method: 'GET', path: '/api/user', token }, 'the profile');
      await recorder.request({ method: 'POST', path: '/api/user/demo', token, body: { currency: 'usdt' } });
      for (let round = 1; round <= 5; round += 1) {
        await recorder.whisper(limbo(token, true, 'usdt', 10), `round ${round}`);
        await recorder.advance(5_000);
      }
      await recorder.request({ method: 'POST', path: '/api/data/currencies', token }, 'the balances');
    },
  );

const faultsAndExpiry = () =>
  recordScripted(
    {
      name: 'faults-and-expiry',
      description:
        'The demo player signs in; an injected 419 and a two-factor challenge (-1024) answer once each, a 500 ' +
        'on one path, then two idle hours end the session (419).',
      seed: 'recorded',
      startMs: START_MS,
      world: false,
    },
    async (recorder) => {
      const { body } = await recorder.request(
        {
          method: 'POST',
          path: '/auth/login',
          body: { login: 'player', password: 'player123', captcha: CAPTCHA_TEST_RESPONSE },
        },
        'sign in',
      );
      const token = (body as AuthAnswer).user.token!;
      const me = (note: string) => recorder.request({ method: 'GET', path: '/api/user', token }, note);
      await me('signed in');
      await recorder.fault({ type: 'sessionExpired' });
      await me('the injected 419');
      await recorder.fault({ type: 'twoFactor' });
      await me('the injected -1024');
      await recorder.fault({
        type: 'status',
        status: 500,
        code: 0,
        message: 'Server Error',
        path: '/api/data/currencies',
      });
      await recorder.request({ method: 'POST', path: '/api/data/currencies', token }, 'the injected 500');
      await me('answers again');
      await recorder.clearFaults();
      await recorder.advance(SIM_SESSION_IDLE_MS + 60_000, 'two idle hours');
      await me('the session timed out');
    },
  );

const depositConfirmations = () =>
  recordScripted(
    {
      name: 'deposit-confirmations',
      description:
        'A new player verifies the email, gets a BTC address, an outside wallet sends 0.01 BTC that confirms ' +
        'block by block and is credited, and the player plays two rounds of limbo with it.',
      seed: 'recorded',
      startMs: START_MS,
      world: false,
    },
    async (recorder) => {
      const token = await signUp(recorder, 'deposit_player');
      const mail = (await recorder.sim.control.outbox())[0];
      if (!mail) throw new Error('No verification email was sent');
      const [, , user, mailToken] = mail.link.split('/');
      await recorder.request(
        { method: 'POST', path: '/api/user/confirmEmail', body: { user, token: mailToken } },
        'the email link',
      );
      const { body } = await recorder.request({
        method: 'POST',
        path: '/api/wallet/getDepositWallet',
        token,
        body: { currency: 'btc', chain: 'bitcoin' },
      });
      const { wallet } = body as DepositWalletAnswer;
      await recorder.control('sendToAddress', {
        currency: 'btc',
        chain: 'bitcoin',
        address: wallet,
        amount: '0.01',
      });
      const history = (note: string) =>
        recorder.request({ method: 'POST', path: '/api/wallet/history/deposits', token }, note);
      await history('seen, unconfirmed');
      for (let block = 1; block <= 4; block += 1) {
        for (let minute = 0; minute < BLOCK_MS; minute += 60_000) await recorder.advance(60_000);
        await history(`after block ${block}`);
      }
      for (let round = 1; round <= 2; round += 1)
        await recorder.whisper(limbo(token, false, 'btc', 0.0002), `real round ${round}`);
      await recorder.request({ method: 'POST', path: '/api/data/currencies', token }, 'the balances');
    },
  );

const stories: Array<() => Promise<ScenarioFile>> = [signUpAndPlay, faultsAndExpiry, depositConfirmations];
for (const story of stories) {
  const file = await story();
  const path = new URL(`./${file.name}.json`, import.meta.url);
  // Written as the repository's formatter writes JSON, so that `npm run lint` passes on a fresh recording.
  const options = { ...(await resolveConfig(path)), parser: 'json' };
  await writeFile(path, await format(JSON.stringify(file), options));
  console.log(`${file.name}: ${file.steps.length} steps`);
}
