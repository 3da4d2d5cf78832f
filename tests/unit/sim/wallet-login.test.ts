/**
 * Wallet-signature (MetaMask) and Telegram mini-app sign-in against the sim (platform.md §4, §7, §8).
 */
import { describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { CODES, HTTP, METAMASK_ERRORS, TELEGRAM_ERRORS, metamaskMessage, type User } from '@contract/index';
import { SIM_TELEGRAM_BOT_TOKEN, signTelegramInitData } from '../../../src/sim/index';
import { counts, errorBody, register, startWorld, type World } from './world';

const metamaskRefused = {
  status: HTTP.unauthorized,
  body: { code: CODES.metamaskFailed, message: METAMASK_ERRORS.signatureFailed },
};

async function nonceFor(world: World, address: string): Promise<string> {
  const reply = await world.call<{ nonce: string }>('POST', '/auth/metamask/nonce', { account: address });
  expect(reply.status).toBe(HTTP.ok);
  expect(reply.body.nonce).toMatch(/^[A-Za-z0-9]{24}$/);
  return reply.body.nonce;
}

async function signedBody(world: World, account: PrivateKeyAccount) {
  const nonce = await nonceFor(world, account.address);
  const message = metamaskMessage(nonce);
  const signature = await account.signMessage({ message });
  return { message, signature, address: account.address, nonce };
}

const signIn = (world: World, body: unknown) =>
  world.call<{ user: User }>('POST', '/auth/metamask/signature', body);

describe('MetaMask login', () => {
  it('signs in with a signed nonce, creating the wallet user once and finding it again', async () => {
    const world = await startWorld();
    const account = privateKeyToAccount(generatePrivateKey());
    const first = await signIn(world, await signedBody(world, account));
    expect(first.status, JSON.stringify(first.body)).toBe(HTTP.ok);
    const { user } = first.body;
    expect(user.wallet_address).toBe(account.address.toLowerCase());
    expect(user.email).toBeNull();
    expect(user.name).toMatch(/^0x[0-9a-f]{10}$/);
    expect((await world.call<User>('GET', '/api/user', undefined, user.token)).body._id).toBe(user._id);

    const before = await counts(world);
    const second = await signIn(world, await signedBody(world, account));
    expect(second.body.user._id).toBe(user._id);
    expect(second.body.user.token).not.toBe(user.token);
    expect((await counts(world)).users).toBe(before.users);
  });

  it('accepts the address in lower case as well as checksummed', async () => {
    const world = await startWorld();
    const account = privateKeyToAccount(generatePrivateKey());
    const body = await signedBody(world, account);
    const reply = await signIn(world, { ...body, address: account.address.toLowerCase() });
    expect(reply.status).toBe(HTTP.ok);
  });

  it("refuses a signature by another key, with the contract's text, and burns the nonce", async () => {
    const world = await startWorld();
    const account = privateKeyToAccount(generatePrivateKey());
    const impostor = privateKeyToAccount(generatePrivateKey());
    const nonce = await nonceFor(world, account.address);
    const message = metamaskMessage(nonce);
    const before = await counts(world);
    const forged = await signIn(world, {
      message,
      signature: await impostor.signMessage({ message }),
      address: account.address,
      nonce,
    });
    expect(forged).toEqual(metamaskRefused);
    expect(await counts(world)).toEqual(before);
    // The nonce was spent by the failed try: even the right signature cannot use it now.
    const late = await signIn(world, {
      message,
      signature: await account.signMessage({ message }),
      address: account.address,
      nonce,
    });
    expect(late).toEqual(metamaskRefused);
  });

  it('refuses a reused nonce, a nonce of another address, another message, and an expired nonce', async () => {
    const world = await startWorld();
    const account = privateKeyToAccount(generatePrivateKey());
    const other = privateKeyToAccount(generatePrivateKey());

    const body = await signedBody(world, account);
    expect((await signIn(world, body)).status).toBe(HTTP.ok);
    expect(await signIn(world, body)).toEqual(metamaskRefused);

    // A nonce issued to another address.
    const foreignNonce = await nonceFor(world, other.address);
    const foreignMessage = metamaskMessage(foreignNonce);
    expect(
      await signIn(world, {
        message: foreignMessage,
        signature: await account.signMessage({ message: foreignMessage }),
        address: account.address,
        nonce: foreignNonce,
      }),
    ).toEqual(metamaskRefused);

    // A validly signed message that is not the one-time sentence.
    const nonce = await nonceFor(world, account.address);
    const message = `Transfer everything ${nonce}`;
    expect(
      await signIn(world, {
        message,
        signature: await account.signMessage({ message }),
        address: account.address,
        nonce,
      }),
    ).toEqual(metamaskRefused);

    // A nonce older than five minutes.
    const staleBody = await signedBody(world, account);
    world.clock.advance(5 * 60 * 1000 + 1);
    expect(await signIn(world, staleBody)).toEqual(metamaskRefused);

    // A nonce never issued.
    const made = 'Z'.repeat(24);
    const madeMessage = metamaskMessage(made);
    expect(
      await signIn(world, {
        message: madeMessage,
        signature: await account.signMessage({ message: madeMessage }),
        address: account.address,
        nonce: made,
      }),
    ).toEqual(metamaskRefused);
  });

  it('refuses a garbage signature with the same text, not a server error', async () => {
    const world = await startWorld();
    const account = privateKeyToAccount(generatePrivateKey());
    const body = await signedBody(world, account);
    expect(await signIn(world, { ...body, signature: '0xdeadbeef' })).toEqual(metamaskRefused);
  });

  it.each([
    ['no account', {}],
    ['a short address', { account: '0x1234' }],
    ['no 0x', { account: 'f'.repeat(40) }],
    ['a number', { account: 12 }],
  ])('refuses a nonce request with %s', async (_, body) => {
    const world = await startWorld();
    const reply = await world.call('POST', '/auth/metamask/nonce', body);
    expect(reply.status).toBe(HTTP.unprocessable);
    expect(errorBody(reply).code).toBe(CODES.validation);
  });

  it('signs in even when a player already registered the login the wallet user would get', async () => {
    const world = await startWorld();
    const account = privateKeyToAccount(generatePrivateKey());
    const address = account.address.toLowerCase();
    const squatter = await register(world, `0x${address.slice(2, 8)}${address.slice(-4)}`);
    const reply = await signIn(world, await signedBody(world, account));
    expect(reply.status, JSON.stringify(reply.body)).toBe(HTTP.ok);
    expect(reply.body.user._id).not.toBe(squatter.user._id);
    expect(reply.body.user.wallet_address).toBe(address);
    expect(reply.body.user.name.toLowerCase()).not.toBe(squatter.login.toLowerCase());
  });
});

describe('Telegram login', () => {
  const nowSeconds = (world: World) => String(Math.floor(world.clock.now() / 1000));
  const tgUser = (id: number, username?: string) =>
    JSON.stringify({ id, first_name: 'Tele', ...(username ? { username } : {}) });
  const refusedTelegram = {
    status: HTTP.unauthorized,
    body: { code: CODES.telegramFailed, message: TELEGRAM_ERRORS.failed },
  };
  const generate = (world: World, initData: unknown) =>
    world.call<{ token: string }>('POST', '/api/telegram/generateToken', { initData });

  it('signs in with good initData, once per Telegram id', async () => {
    const world = await startWorld();
    const initData = signTelegramInitData({
      auth_date: nowSeconds(world),
      query_id: 'q1',
      user: tgUser(777, 'tele_gram'),
    });
    const reply = await generate(world, initData);
    expect(reply.status, JSON.stringify(reply.body)).toBe(HTTP.ok);
    const me = await world.call<User>('GET', '/api/user', undefined, reply.body.token);
    expect(me.body).toMatchObject({ telegram_id: 777, name: 'tele_gram', email: null });

    const again = await generate(
      world,
      signTelegramInitData({ auth_date: nowSeconds(world), user: tgUser(777, 'renamed') }),
    );
    expect(again.body.token).not.toBe(reply.body.token);
    expect((await world.call<User>('GET', '/api/user', undefined, again.body.token)).body._id).toBe(
      me.body._id,
    );
  });

  it('picks a free login when the Telegram name is taken or unusable', async () => {
    const world = await startWorld();
    const taken = await generate(
      world,
      signTelegramInitData({ auth_date: nowSeconds(world), user: tgUser(1, 'player') }),
    );
    expect((await world.call<User>('GET', '/api/user', undefined, taken.body.token)).body.name).toBe(
      'player2',
    );
    const odd = await generate(
      world,
      signTelegramInitData({
        auth_date: nowSeconds(world),
        user: JSON.stringify({ id: 2, first_name: 'Ж' }),
      }),
    );
    expect((await world.call<User>('GET', '/api/user', undefined, odd.body.token)).body.name).toMatch(
      /^[A-Za-z0-9_.-]{4,24}$/,
    );
  });

  it('refuses a tampered field, a tampered hash, a missing hash and another bot token', async () => {
    const world = await startWorld();
    const good = signTelegramInitData({ auth_date: nowSeconds(world), user: tgUser(42, 'honest') });
    const before = await counts(world);

    const params = new URLSearchParams(good);
    params.set('user', tgUser(43, 'honest'));
    expect(await generate(world, params.toString())).toEqual(refusedTelegram);

    const hashTampered = new URLSearchParams(good);
    const hash = hashTampered.get('hash')!;
    hashTampered.set('hash', `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`);
    expect(await generate(world, hashTampered.toString())).toEqual(refusedTelegram);

    const noHash = new URLSearchParams(good);
    noHash.delete('hash');
    expect(await generate(world, noHash.toString())).toEqual(refusedTelegram);

    const otherBot = signTelegramInitData(
      { auth_date: nowSeconds(world), user: tgUser(42) },
      `${SIM_TELEGRAM_BOT_TOKEN}x`,
    );
    expect(await generate(world, otherBot)).toEqual(refusedTelegram);
    expect(await counts(world)).toEqual(before);
    // The untouched one still works.
    expect((await generate(world, good)).status).toBe(HTTP.ok);
  });

  it('refuses stale or future-dated initData and initData without a usable user', async () => {
    const world = await startWorld();
    const stale = signTelegramInitData({ auth_date: nowSeconds(world), user: tgUser(9) });
    world.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect(await generate(world, stale)).toEqual(refusedTelegram);

    const tomorrow = nowSeconds(world) + 24 * 60 * 60;
    expect(await generate(world, signTelegramInitData({ auth_date: tomorrow, user: tgUser(9) }))).toEqual(
      refusedTelegram,
    );
    expect(await generate(world, signTelegramInitData({ user: tgUser(9) }))).toEqual(refusedTelegram);
    expect(await generate(world, signTelegramInitData({ auth_date: nowSeconds(world) }))).toEqual(
      refusedTelegram,
    );
    expect(
      await generate(world, signTelegramInitData({ auth_date: nowSeconds(world), user: '{broken' })),
    ).toEqual(refusedTelegram);
    expect(
      await generate(world, signTelegramInitData({ auth_date: nowSeconds(world), user: '{"id":"9"}' })),
    ).toEqual(refusedTelegram);
  });

  it.each([[undefined], [''], [5]])('refuses the initData %j with 422', async (initData) => {
    const world = await startWorld();
    const reply = await generate(world, initData);
    expect(reply.status).toBe(HTTP.unprocessable);
  });
});
