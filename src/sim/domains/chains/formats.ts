/**
 * Addresses and transaction ids in each chain's real format, from the usual libraries: bech32 P2WPKH (BIP 173)
 * and base58 / base58check from @scure/base, EIP-55 checksums from viem. They are loaded with a dynamic
 * import, so the sim worker's first bundle carries none of them until a deposit address is asked for.
 * The key material is a SHA-256 of the world seed and what the address is for: stable across restarts and
 * the same for the same seed, with no private key behind it (nobody spends from a simulated address).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { ChainParams } from './params';

const digest = (text: string) => sha256(utf8ToBytes(text));

async function encodeAddress(chain: ChainParams, key: Uint8Array): Promise<string> {
  const { base58, bech32, createBase58check } = await import('@scure/base');
  const hash160 = key.slice(0, 20);
  switch (chain.address) {
    case 'bech32':
      // Witness version 0 followed by the 20-byte key hash: a P2WPKH address (bc1q…, ltc1q…).
      return bech32.encode(chain.addressPrefix!, [0, ...bech32.toWords(hash160)]);
    case 'base58check':
      return createBase58check(sha256).encode(Uint8Array.of(chain.addressVersion!, ...hash160));
    case 'base58':
      return base58.encode(key);
    case 'evm': {
      const { getAddress } = await import('viem');
      return getAddress(`0x${bytesToHex(hash160)}`);
    }
  }
}

/** The deposit address of a user for a currency on a chain. */
export function depositAddressFor(
  seed: string,
  userId: string,
  currency: string,
  chain: ChainParams,
): Promise<string> {
  return encodeAddress(chain, digest(`${seed}:deposit-address:${userId}:${currency}:${chain.id}`));
}

/**
 * The payment aggregator's one-off address for an invoice, on the chain the player pays on: like a payment
 * processor's, a fresh address per invoice, so the payment that reaches it names the invoice.
 */
export function aggregatorAddressFor(seed: string, invoiceId: string, chain: ChainParams): Promise<string> {
  return encodeAddress(chain, digest(`${seed}:aggregator-address:${invoiceId}:${chain.id}`));
}

/** Whether `address` is well formed for the chain (prefix, length and checksum). */
export async function isChainAddress(chain: ChainParams, address: string): Promise<boolean> {
  const { base58, bech32, createBase58check } = await import('@scure/base');
  try {
    switch (chain.address) {
      case 'bech32': {
        const decoded = bech32.decode(address as `${string}1${string}`);
        return (
          decoded.prefix === chain.addressPrefix && bech32.fromWords(decoded.words.slice(1)).length === 20
        );
      }
      case 'base58check': {
        const bytes = createBase58check(sha256).decode(address);
        return bytes.length === 21 && bytes[0] === chain.addressVersion;
      }
      case 'base58':
        return base58.decode(address).length === 32;
      case 'evm': {
        const { isAddress } = await import('viem');
        return isAddress(address, { strict: true });
      }
    }
  } catch {
    return false;
  }
}

/** A transaction id in the chain's format, from 32 bytes of seeded hash. */
async function formatTxid(chain: ChainParams, hash: Uint8Array): Promise<string> {
  switch (chain.txid) {
    case 'hex':
      return bytesToHex(hash);
    case 'evm':
      return `0x${bytesToHex(hash)}`;
    case 'base58': {
      // A Solana signature is 64 bytes in base58 (87 or 88 characters).
      const { base58 } = await import('@scure/base');
      return base58.encode(concatBytes(hash, sha256(hash)));
    }
  }
}

/** The id of the `index`-th transaction of a chain in this world (same seed and history, same ids). */
export const txidFor = (seed: string, chain: ChainParams, index: number): Promise<string> =>
  formatTxid(chain, digest(`${seed}:tx:${chain.id}:${index}`));

/**
 * The id of the chain transaction that pays a withdrawal: fixed by the seed and the withdrawal alone, so the
 * cashier knows it before the payment is on the chain and a repeated broadcast finds the same transaction.
 */
export const payoutTxidFor = (seed: string, chain: ChainParams, withdrawalId: string): Promise<string> =>
  formatTxid(chain, digest(`${seed}:payout:${chain.id}:${withdrawalId}`));
