/**
 * Where the deposit picker looks for new transactions (platform.md §7): in sim mode the simulated explorer
 * (control.explorerTransactions); against the real API the explorers the build configures (transport config
 * `explorers`, never a link): a Solana RPC for Solana, an Etherscan-compatible API for Ethereum and its tokens.
 * A chain without one is not polled.
 */
import type { DepositExplorers } from '../../../transport/config';
import type { HarnessHandle, Transport } from '../../../transport';
import type { ExplorerSource, ExplorerTransfer } from './deposit-poller';

/** How many of the newest transactions one poll asks for. */
const PAGE = 25;

async function getJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, credentials: 'omit' });
  if (!response.ok) throw new Error(`Explorer answered ${response.status}`);
  return response.json();
}

const listOf = (answer: unknown, field: 'result'): unknown[] => {
  const list = (answer as Record<string, unknown> | null)?.[field];
  return Array.isArray(list) ? list : [];
};

/** Solana JSON-RPC getSignaturesForAddress: the signatures of the address's transactions, failed ones left out. */
export function solanaRpcSource(rpcUrl: string, address: string): ExplorerSource {
  return async () => {
    const answer = await getJson(rpcUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getSignaturesForAddress',
        params: [address, { limit: PAGE }],
      }),
    });
    return listOf(answer, 'result').flatMap((entry) => {
      const { signature, err } = entry as { signature?: unknown; err?: unknown };
      return typeof signature === 'string' && err == null ? [{ txid: signature, currency: 'sol' }] : [];
    });
  };
}

/** An Etherscan-compatible API: ether transfers (txlist) and token transfers (tokentx) to the address. */
export function etherscanSource(
  api: NonNullable<DepositExplorers['etherscan']>,
  address: string,
): ExplorerSource {
  const query = (action: 'txlist' | 'tokentx') => {
    // The configured URL may carry fixed parameters of its own (Etherscan v2's chainid=1).
    const url = new URL(api.url);
    const params = { module: 'account', action, address, sort: 'desc', page: '1', offset: String(PAGE) };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    if (api.apiKey) url.searchParams.set('apikey', api.apiKey);
    return getJson(url.toString());
  };
  const toAddress = (entry: Record<string, unknown>) =>
    typeof entry.to === 'string' && entry.to.toLowerCase() === address.toLowerCase();
  return async () => {
    const [ether, tokens] = await Promise.all([query('txlist'), query('tokentx')]);
    const transfers: ExplorerTransfer[] = [];
    for (const entry of listOf(ether, 'result') as Record<string, unknown>[])
      if (toAddress(entry) && entry.isError !== '1' && typeof entry.hash === 'string')
        transfers.push({ txid: entry.hash, currency: 'eth' });
    for (const entry of listOf(tokens, 'result') as Record<string, unknown>[])
      if (toAddress(entry) && typeof entry.hash === 'string' && typeof entry.tokenSymbol === 'string')
        transfers.push({ txid: entry.hash, currency: entry.tokenSymbol.toLowerCase() });
    return transfers;
  };
}

/** The simulated explorer of the sim's QA handle. */
export function simExplorerSource(harness: HarnessHandle, chain: string, address: string): ExplorerSource {
  return async () =>
    (await harness.control.explorerTransactions(chain, address)).map(({ txid, currency }) => ({
      txid,
      currency,
    }));
}

/** The explorer to poll for `address` on `chain`, or null when there is none. */
export function explorerSourceFor(
  transport: Pick<Transport, 'kind' | 'config'>,
  harness: HarnessHandle | null,
  chain: string,
  address: string,
): ExplorerSource | null {
  // The sim's chain: in sim mode, or against the harness's QA host (the only HTTP builds with a QA handle).
  if (harness) return simExplorerSource(harness, chain, address);
  if (transport.kind === 'sim') return null;
  const explorers = transport.config?.kind === 'http' ? transport.config.explorers : undefined;
  if (chain === 'solana' && explorers?.solanaRpc) return solanaRpcSource(explorers.solanaRpc, address);
  if (chain === 'erc20' && explorers?.etherscan) return etherscanSource(explorers.etherscan, address);
  return null;
}
