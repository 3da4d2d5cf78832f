/** The injected EIP-1193 provider (window.ethereum), typed locally instead of augmenting Window. */

export interface RequestArguments {
  method: string;
  params?: readonly unknown[];
}

export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  isMetaMask?: boolean;
}

type WindowWithEthereum = Window & { ethereum?: Eip1193Provider };

export function injectedProvider(): Eip1193Provider | undefined {
  return (window as WindowWithEthereum).ethereum;
}

export function setInjectedProvider(provider: Eip1193Provider): void {
  (window as WindowWithEthereum).ethereum = provider;
}

/** EIP-1193 code 4001: the user rejected the request. */
export const USER_REJECTED = 4001;

/** An EIP-1193 error: a message and a numeric code. */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRpcError';
  }
}

export function isUserRejection(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === USER_REJECTED;
}

/** personal_sign takes the message as hex of its UTF-8 bytes, as MetaMask expects. */
export function utf8ToHex(text: string): `0x${string}` {
  const bytes = new TextEncoder().encode(text);
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export function hexToUtf8(hex: string): string {
  const pairs = hex.slice(2).match(/../g) ?? [];
  return new TextDecoder().decode(new Uint8Array(pairs.map((pair) => parseInt(pair, 16))));
}
