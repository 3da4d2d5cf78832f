/**
 * The wallets of the frame, emulated: each derives its key from a seed this browser keeps (as a wallet keeps
 * its keys) and the wallet's id, so a wallet shows the same address every time in this browser and another
 * in the next. Its approval signs the provider's sign-in message with viem (loaded with the first wallet).
 */
import type { PrivateKeyAccount } from 'viem/accounts';
import { thirdwebLoginMessage, type ThirdwebWalletId } from '@contract/wallet-connect';
import { api } from '../../../api/api';
import { serverNow } from '../../../api/server-clock';

const SEED_KEY = 'betkings:emulated-wallets-seed';

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

function browserSeed(): string {
  const stored = localStorage.getItem(SEED_KEY);
  if (stored) return stored;
  const seed = randomHex(32);
  localStorage.setItem(SEED_KEY, seed);
  return seed;
}

/** The account a wallet holds in this browser: its address is EIP-55 checksummed by viem. */
export async function walletAccount(wallet: ThirdwebWalletId): Promise<PrivateKeyAccount> {
  const [{ keccak256, toHex }, { privateKeyToAccount }] = await Promise.all([
    import('viem'),
    import('viem/accounts'),
  ]);
  return privateKeyToAccount(keccak256(toHex(`${browserSeed()}:${wallet}`)));
}

/** The provider's time: the sign-in message is dated on its clock, which may run faster than the browser's. */
async function providerNow(): Promise<number> {
  const known = serverNow();
  if (known !== null) return known;
  await api('GET /sanctum/csrf-cookie');
  return serverNow() ?? Date.now();
}

/** The approved wallet signs in to the (emulated) thirdweb provider, which answers the uid for the page. */
export async function signInToProvider(wallet: ThirdwebWalletId, account: PrivateKeyAccount) {
  const nonce = randomHex(16);
  const issuedAt = Math.round(await providerNow());
  const signature = await account.signMessage({
    message: thirdwebLoginMessage({ address: account.address, nonce, issuedAt }),
  });
  return api('POST /thirdweb/emulator/login', {
    wallet,
    address: account.address,
    nonce,
    issuedAt,
    signature,
  });
}
