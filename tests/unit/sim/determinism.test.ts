/**
 * Determinism (ARCHITECTURE.md "Randomness"): the same seed and the same calls give byte-identical answers and
 * broadcasts, with the simulated crowd acting in between; another seed gives other tokens; a reload of a world
 * continues it without replaying tokens.
 */
import { describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import {
  CAPTCHA_TEST_RESPONSE,
  SIM_SESSION_IDLE_MS,
  metamaskMessage,
  userChannel,
  type User,
} from '@contract/index';
import { signTelegramInitData } from '../../../src/sim/index';
import { PASSWORD, login, registerBody, startWorld, type World } from './world';

/** A fixed key, so that both worlds see the same wallet (viem signs deterministically, RFC 6979). */
const WALLET = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

/** A long scripted session over most routes; returns every answer, in order. */
async function script(world: World): Promise<unknown[]> {
  const answers: unknown[] = [];
  const call = async <T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    token?: string | null,
  ) => {
    const reply = await world.call<T>(method, path, body, token);
    answers.push({ method, path, ...reply });
    return reply;
  };
  await call('GET', '/sanctum/csrf-cookie');
  // The crowd (when the world has one) bets and chats between the calls.
  await world.sim.control.advance(90_000);
  await world.sim.control.settle();
  const alice = (
    await call<{ user: User }>('POST', '/auth/register', registerBody('alice', { fingerprint: 'fp' }))
  ).body.user;
  const bob = (
    await call<{ user: User }>('POST', '/auth/register', registerBody('bobby', { inviteCode: 'alice' }))
  ).body.user;
  await call('POST', '/auth/register', registerBody('alice'));
  await call('POST', '/auth/login', { login: 'alice', password: 'wrong', captcha: CAPTCHA_TEST_RESPONSE });
  const again = await call<{ user: User }>('POST', '/auth/login', {
    login: 'alice@mail.example',
    password: PASSWORD,
    captcha: CAPTCHA_TEST_RESPONSE,
  });
  const { response } = (await call<{ response: string }>('POST', '/captcha/solve')).body;
  await call('POST', '/auth/login', { login: 'player', password: 'player123', captcha: response });
  const player = (await login(world, 'player', 'player123')).token;
  answers.push(player);

  for (const currency of ['btc', 'usdt', 'trx'])
    await call('POST', '/api/user/demo', { currency }, alice.token);
  await call('POST', '/api/user/demo', { currency: 'btc' }, alice.token);
  await call('POST', '/api/user/demo', { currency: 'doge' }, player);
  await call('POST', '/api/user/demo', { currency: 'eth' }, bob.token);
  await call('POST', '/api/data/currencies', undefined, alice.token);
  await call('POST', '/api/data/currencies', undefined, player);
  await call(
    'POST',
    '/broadcasting/auth',
    { socket_id: '1.1', channel_name: userChannel(alice._id) },
    alice.token,
  );
  await call(
    'POST',
    '/broadcasting/auth',
    { socket_id: '1.1', channel_name: userChannel(bob._id) },
    alice.token,
  );

  const { nonce } = (
    await call<{ nonce: string }>('POST', '/auth/metamask/nonce', { account: WALLET.address })
  ).body;
  const message = metamaskMessage(nonce);
  await call('POST', '/auth/metamask/signature', {
    message,
    signature: await WALLET.signMessage({ message }),
    address: WALLET.address,
    nonce,
  });
  await call('POST', '/api/telegram/generateToken', {
    initData: signTelegramInitData({
      auth_date: String(Math.floor(world.clock.now() / 1000)),
      user: JSON.stringify({ id: 5, username: 'teleuser' }),
    }),
  });

  await call('POST', '/auth/resetPassword', { login: 'player' });
  await call('POST', '/auth/resetPassword', { login: 'nobody' });
  await call('POST', '/api/user/updateEmail', { email: 'alice2@mail.example' }, alice.token);

  const twofa = (
    await call<{ user: User }>('POST', '/auth/login', {
      login: 'twofa',
      password: 'twofa123',
      captcha: CAPTCHA_TEST_RESPONSE,
    })
  ).body.user.token;
  await call('GET', '/api/user', undefined, twofa);
  await call(
    'POST',
    '/api/user/2fa_validate',
    { code: await world.sim.control.twoFactorCode('twofa') },
    twofa,
  );
  await call('GET', '/api/user', undefined, twofa);
  answers.push(await world.sim.whisper({ token: twofa, event: 'NoSuchEvent', data: {} }));

  world.clock.advance(SIM_SESSION_IDLE_MS + 1);
  await call('GET', '/api/user', undefined, again.body.user.token);
  await call('GET', '/auth/logout', undefined, player);
  await call('GET', '/api/user', undefined, player);

  answers.push(await world.sim.control.outbox());
  return answers;
}

describe('determinism', () => {
  it('two worlds of the same seed answer a long script byte for byte alike, broadcasts too', async () => {
    const a = await startWorld({ seed: 'same-seed', world: true });
    const b = await startWorld({ seed: 'same-seed', world: true });
    expect(a.dbName).not.toBe(b.dbName);
    const answersA = await script(a);
    const answersB = await script(b);
    expect(answersA.length).toBeGreaterThan(30);
    expect(JSON.stringify(answersA)).toBe(JSON.stringify(answersB));
    expect(a.broadcasts.length).toBeGreaterThanOrEqual(5);
    expect(a.broadcasts.filter(({ event }) => event === 'event:liveGame').length).toBeGreaterThan(10);
    expect(JSON.stringify(a.broadcasts)).toBe(JSON.stringify(b.broadcasts));

    // And the stored worlds agree too, row for row.
    const [ctxA, ctxB] = [await a.sim.context(), await b.sim.context()];
    const accounts = ['users', 'sessions', 'balances', 'ledger', 'emails', 'credentials'] as const;
    for (const table of [...accounts, 'bets', 'world'] as const) {
      expect(JSON.stringify(await ctxA.db[table].toArray()), table).toBe(
        JSON.stringify(await ctxB.db[table].toArray()),
      );
    }
  });

  it('another seed gives other session tokens, ids and csrf tokens', async () => {
    const a = await startWorld({ seed: 'seed-one' });
    const b = await startWorld({ seed: 'seed-two' });
    const [answersA, answersB] = [await script(a), await script(b)];
    const tokensOf = (answers: unknown[]) =>
      JSON.stringify(answers).match(/"token":"[A-Za-z0-9]{48}"/g) ?? [];
    const [tokensA, tokensB] = [tokensOf(answersA), tokensOf(answersB)];
    expect(tokensA.length).toBeGreaterThan(3);
    expect(tokensA.length).toBe(tokensB.length);
    for (const token of tokensA) expect(tokensB).not.toContain(token);
    expect(JSON.stringify(answersA[0])).not.toBe(JSON.stringify(answersB[0]));
  });

  it('a reload of the same database continues the world and never replays a token', async () => {
    const dbName = `sim-test-${crypto.randomUUID()}`;
    const first = await startWorld({ seed: 'reload-seed', dbName });
    const account = await login(first, 'player', 'player123');
    const registered = (await first.call<{ user: User }>('POST', '/auth/register', registerBody('keeper')))
      .body.user;
    await first.sim.close();

    const second = await startWorld({ seed: 'reload-seed', dbName });
    const me = await second.call<User>('GET', '/api/user', undefined, registered.token);
    expect(me.body._id).toBe(registered._id);
    const again = await login(second, 'player', 'player123');
    expect(again.user._id).toBe(account.user._id);
    expect(again.token).not.toBe(account.token);
    expect(again.token).not.toBe(registered.token);
    const { db } = await second.sim.context();
    expect(await db.users.where('nameLower').equals('player').count()).toBe(1);
  });
});
