/**
 * Wallet-connect against the sim (issue 9 §5; platform.md §4 "Wallet-connect", §7, §8): the emulated thirdweb
 * provider's uids, a guest's sign-in by uid (fetchToken), a player's linked wallets (connect, list, unlink) and
 * 'This address is already connected'.
 */
import { describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { CODES, HTTP, VALIDATION_TEXTS, metamaskMessage, type User } from '@contract/index';
import {
  THIRDWEB_SIGNATURE_MAX_AGE_MS,
  THIRDWEB_UID_TTL_MS,
  WALLET_CONNECT_CODES,
  WALLET_CONNECT_ERRORS,
  WALLET_CONNECT_MESSAGES,
  newConnectionText,
  thirdwebLoginMessage,
  type ConnectAnswer,
  type FetchTokenAnswer,
  type WalletConnection,
} from '@contract/wallet-connect';
import { counts, errorBody, register, startWorld, type World } from './world';

const newWallet = () => privateKeyToAccount(generatePrivateKey());
let nonces = 0;
const freshNonce = () => `nonce${String((nonces += 1)).padStart(12, '0')}`;

async function signedLogin(world: World, account: PrivateKeyAccount, patch: Record<string, unknown> = {}) {
  const body = {
    wallet: 'io.metamask',
    address: account.address,
    nonce: freshNonce(),
    issuedAt: world.clock.now(),
  };
  const signature = await account.signMessage({ message: thirdwebLoginMessage({ ...body, ...patch }) });
  return { ...body, signature, ...patch };
}

/** The frame's part: the wallet signs in to the emulated provider, which answers a uid. */
async function providerUid(world: World, account: PrivateKeyAccount, wallet = 'io.metamask') {
  const reply = await world.call<{ uid: string; address: string }>(
    'POST',
    '/thirdweb/emulator/login',
    await signedLogin(world, account, { wallet }),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(HTTP.ok);
  expect(reply.body.address).toBe(account.address);
  return reply.body.uid;
}

const fetchToken = (world: World, uid: unknown) =>
  world.call<FetchTokenAnswer>('POST', '/api/thirdweb/fetchToken', { uid });
const connect = (world: World, token: string, uid: string) =>
  world.call<ConnectAnswer>('POST', '/api/profile/connections/connect', { uid }, token);
const listConnections = async (world: World, token: string) =>
  (await world.call<WalletConnection[]>('POST', '/api/profile/connections', undefined, token)).body;
const disconnect = (world: World, token: string, address: string) =>
  world.call('POST', '/api/profile/connections/disconnect', { address }, token);

async function signedInUser(world: World, token: string): Promise<User> {
  const reply = await world.call<{ user: User }>('POST', '/auth/loginViaToken', { token });
  expect(reply.status).toBe(HTTP.ok);
  return reply.body.user;
}

const refusal = (status: number, code: number, message: string) => ({ status, body: { code, message } });
const authExpired = refusal(
  HTTP.badRequest,
  WALLET_CONNECT_CODES.authExpired,
  WALLET_CONNECT_MESSAGES.authExpired,
);
const alreadyConnected = refusal(
  HTTP.badRequest,
  WALLET_CONNECT_CODES.alreadyConnected,
  WALLET_CONNECT_ERRORS.alreadyConnected,
);
const signatureRefused = refusal(
  HTTP.unauthorized,
  WALLET_CONNECT_CODES.signatureFailed,
  WALLET_CONNECT_MESSAGES.signatureFailed,
);

describe('the emulated thirdweb provider', () => {
  it('answers a uid shaped like thirdweb user ids for a signed sign-in', async () => {
    const world = await startWorld();
    const uid = await providerUid(world, newWallet());
    expect(uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('refuses a signature by another key, a stale or future one, a replayed nonce and an unknown wallet', async () => {
    const world = await startWorld();
    const account = newWallet();
    const login = (body: unknown) => world.call('POST', '/thirdweb/emulator/login', body);

    const forged = await signedLogin(world, newWallet(), { address: account.address });
    expect(await login(forged)).toEqual(signatureRefused);
    const stale = world.clock.now() - THIRDWEB_SIGNATURE_MAX_AGE_MS - 1;
    expect(await login(await signedLogin(world, account, { issuedAt: stale }))).toEqual(signatureRefused);
    const ahead = world.clock.now() + THIRDWEB_SIGNATURE_MAX_AGE_MS + 1;
    expect(await login(await signedLogin(world, account, { issuedAt: ahead }))).toEqual(signatureRefused);
    // The signed text covers the nonce and the time: changing either after signing breaks it.
    const tampered = { ...(await signedLogin(world, account)), nonce: freshNonce() };
    expect(await login(tampered)).toEqual(signatureRefused);

    const once = await signedLogin(world, account);
    expect((await login(once)).status).toBe(HTTP.ok);
    expect(await login(once)).toEqual(signatureRefused);

    const unknownWallet = await login(await signedLogin(world, account, { wallet: 'com.example.wallet' }));
    expect(unknownWallet.status).toBe(HTTP.unprocessable);
    const { db } = await world.sim.context();
    expect(await db.thirdwebSessions.count()).toBe(1);
  });
});

describe('POST /api/thirdweb/fetchToken', () => {
  it("signs a guest up with an unknown wallet's uid, and in again with the next uid of that wallet", async () => {
    const world = await startWorld();
    const account = newWallet();
    const first = await fetchToken(world, await providerUid(world, account, 'me.rainbow'));
    expect(first.status, JSON.stringify(first.body)).toBe(HTTP.ok);
    const user = await signedInUser(world, first.body.model.userAuthToken);
    expect(user.email).toBeNull();
    expect(user.name).toBe(`${account.address.slice(0, 6)}${account.address.slice(-4)}`);
    expect(await listConnections(world, first.body.model.userAuthToken)).toEqual([
      {
        address: account.address,
        wallet: 'me.rainbow',
        created_at: new Date(world.clock.now()).toISOString(),
      },
    ]);

    const before = await counts(world);
    const second = await fetchToken(world, await providerUid(world, account));
    const again = await signedInUser(world, second.body.model.userAuthToken);
    expect(again._id).toBe(user._id);
    expect(second.body.model.userAuthToken).not.toBe(first.body.model.userAuthToken);
    expect((await counts(world)).users).toBe(before.users);
  });

  it("signs in the player a wallet is linked to, and a MetaMask account by its wallet's address", async () => {
    const world = await startWorld();
    const player = await register(world);
    const account = newWallet();
    expect((await connect(world, player.token, await providerUid(world, account))).status).toBe(HTTP.ok);
    const reply = await fetchToken(world, await providerUid(world, account));
    expect((await signedInUser(world, reply.body.model.userAuthToken))._id).toBe(player.user._id);

    const { db } = await world.sim.context();
    const metamask = newWallet();
    await db.users.update(player.user._id, { wallet_address: metamask.address.toLowerCase() });
    const viaMetamask = await fetchToken(world, await providerUid(world, metamask));
    expect((await signedInUser(world, viaMetamask.body.model.userAuthToken))._id).toBe(player.user._id);
  });

  it('refuses a uid that is unknown, spent or expired, and one that is missing, changing nothing', async () => {
    const world = await startWorld();
    const account = newWallet();
    const uid = await providerUid(world, account);
    expect((await fetchToken(world, uid)).status).toBe(HTTP.ok);
    const before = await counts(world);
    expect(await fetchToken(world, uid)).toEqual(authExpired);
    expect(await fetchToken(world, '7b0c8a52-1111-4222-8333-444455556666')).toEqual(authExpired);

    const late = await providerUid(world, newWallet());
    world.clock.advance(THIRDWEB_UID_TTL_MS + 1);
    expect(await fetchToken(world, late)).toEqual(authExpired);

    const missing = await world.call('POST', '/api/thirdweb/fetchToken', {});
    expect(missing.status).toBe(HTTP.unprocessable);
    expect(errorBody(missing)).toMatchObject({ code: CODES.validation, message: VALIDATION_TEXTS.required });
    expect(await counts(world)).toEqual(before);
  });
});

describe('a player’s connections', () => {
  it('links a wallet with the success that announces it, lists it and unlinks it', async () => {
    const world = await startWorld();
    const player = await register(world);
    const account = newWallet();
    const reply = await connect(world, player.token, await providerUid(world, account, 'io.rabby'));
    const created_at = new Date(world.clock.now()).toISOString();
    expect(reply).toEqual({
      status: HTTP.ok,
      body: {
        success: true,
        message: newConnectionText('Rabby', account.address),
        connection: { address: account.address, wallet: 'io.rabby', created_at },
      },
    });
    expect(reply.body.message).toBe(
      `New connection: Rabby ${account.address.slice(0, 6)}…${account.address.slice(-4)}`,
    );
    expect(await listConnections(world, player.token)).toEqual([reply.body.connection]);

    // Any spelling of the address unlinks it.
    const unlinked = await disconnect(world, player.token, account.address.toLowerCase());
    expect(unlinked).toEqual({
      status: HTTP.ok,
      body: { success: true, message: WALLET_CONNECT_MESSAGES.unlinked },
    });
    expect(await listConnections(world, player.token)).toEqual([]);
  });

  it('signs the wallet in with MetaMask to the account it is linked to, not a new one', async () => {
    const world = await startWorld();
    const player = await register(world);
    const account = newWallet();
    await connect(world, player.token, await providerUid(world, account));
    const nonce = await world.call<{ nonce: string }>('POST', '/auth/metamask/nonce', {
      account: account.address,
    });
    const message = metamaskMessage(nonce.body.nonce);
    const before = await counts(world);
    const reply = await world.call<{ user: User }>('POST', '/auth/metamask/signature', {
      message,
      signature: await account.signMessage({ message }),
      address: account.address,
      nonce: nonce.body.nonce,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(HTTP.ok);
    expect(reply.body.user._id).toBe(player.user._id);
    expect((await counts(world)).users).toBe(before.users);
  });

  it("answers 'This address is already connected' for a wallet linked to anyone, keeping the uid unspent", async () => {
    const world = await startWorld();
    const [owner, other] = [await register(world), await register(world)];
    const account = newWallet();
    await connect(world, owner.token, await providerUid(world, account));

    const sameAgain = await providerUid(world, account);
    const { db } = await world.sim.context();
    const before = await db.walletConnections.toArray();
    expect(await connect(world, owner.token, sameAgain)).toEqual(alreadyConnected);
    expect(await connect(world, other.token, await providerUid(world, account))).toEqual(alreadyConnected);
    expect(await db.walletConnections.toArray()).toEqual(before);
    // The refused call changed nothing: its uid still signs in (as the owner).
    const token = (await fetchToken(world, sameAgain)).body.model.userAuthToken;
    expect((await signedInUser(world, token))._id).toBe(owner.user._id);

    // The wallet of a MetaMask account counts as connected too.
    const metamask = newWallet();
    await db.users.update(other.user._id, { wallet_address: metamask.address.toLowerCase() });
    expect(await connect(world, owner.token, await providerUid(world, metamask))).toEqual(alreadyConnected);
  });

  it("refuses to unlink another player's wallet, and lets the wallet be linked anew once unlinked", async () => {
    const world = await startWorld();
    const [owner, other] = [await register(world), await register(world)];
    const account = newWallet();
    await connect(world, owner.token, await providerUid(world, account));
    expect(await disconnect(world, other.token, account.address)).toEqual(
      refusal(HTTP.notFound, WALLET_CONNECT_CODES.notConnected, WALLET_CONNECT_MESSAGES.notConnected),
    );
    expect(await listConnections(world, owner.token)).toHaveLength(1);

    await disconnect(world, owner.token, account.address);
    expect((await connect(world, other.token, await providerUid(world, account))).status).toBe(HTTP.ok);
    expect((await listConnections(world, other.token)).map((entry) => entry.address)).toEqual([
      account.address,
    ]);
  });

  it('lists newest first and needs a signed-in player', async () => {
    const world = await startWorld();
    const player = await register(world);
    const [older, newer] = [newWallet(), newWallet()];
    await connect(world, player.token, await providerUid(world, older));
    world.clock.advance(60_000);
    await connect(world, player.token, await providerUid(world, newer));
    expect((await listConnections(world, player.token)).map((entry) => entry.address)).toEqual([
      newer.address,
      older.address,
    ]);

    const uid = await providerUid(world, newWallet());
    for (const [path, body] of [
      ['/api/profile/connections', undefined],
      ['/api/profile/connections/connect', { uid }],
      ['/api/profile/connections/disconnect', { address: older.address }],
    ] as const) {
      expect((await world.call('POST', path, body)).status).toBe(HTTP.unauthorized);
    }
  });
});
