/**
 * An injected wallet for sim mode, so the MetaMask login works in a plain browser: EIP-1193 request() with
 * eth_requestAccounts, eth_accounts and personal_sign. viem is imported lazily, on the first request, to keep
 * it out of the initial bundle.
 */
import type { PrivateKeyAccount } from 'viem/accounts';
import {
  ProviderRpcError,
  USER_REJECTED,
  hexToUtf8,
  injectedProvider,
  setInjectedProvider,
  type Eip1193Provider,
  type RequestArguments,
} from './ethereum';
import { useSignatureRequest } from './signature-request';

/**
 * DEMO ONLY: the publicly known first development account of Hardhat/Anvil. Anyone can sign with it; it must
 * never hold value. It gives the demo a stable wallet address across reloads.
 */
const DEMO_PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

let account: Promise<PrivateKeyAccount> | null = null;
const demoAccount = () =>
  (account ??= import('viem/accounts').then(({ privateKeyToAccount }) =>
    privateKeyToAccount(DEMO_PRIVATE_KEY),
  ));

const isHex = (value: string): value is `0x${string}` => /^0x([0-9a-fA-F]{2})*$/.test(value);

async function personalSign(params: readonly unknown[] = []): Promise<string> {
  const [data] = params;
  if (typeof data !== 'string') throw new ProviderRpcError(-32602, 'personal_sign expects the message first');
  const approved = await useSignatureRequest.getState().ask(isHex(data) ? hexToUtf8(data) : data);
  if (!approved) throw new ProviderRpcError(USER_REJECTED, 'User rejected the request.');
  // Hex data is signed as its raw bytes, like MetaMask does, which equals signing the decoded text.
  return (await demoAccount()).signMessage({ message: isHex(data) ? { raw: data } : data });
}

export function createEmulatedWallet(): Eip1193Provider {
  return {
    isMetaMask: false,
    async request({ method, params }: RequestArguments) {
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [(await demoAccount()).address];
        case 'personal_sign':
          return personalSign(params);
        default:
          throw new ProviderRpcError(4200, `The demo wallet does not support ${method}`);
      }
    },
  };
}

/** Installs the demo wallet unless a real one is already injected. */
export function installEmulatedWallet(): void {
  if (!injectedProvider()) setInjectedProvider(createEmulatedWallet());
}
