// @vitest-environment jsdom
/**
 * The browser-side deposit picker (platform.md §4, §7, §9): polls the explorer every 15 s while an address is
 * shown, reports each new transaction id once to wallet-notify, caches the seen ids in localStorage (bounded),
 * retries what got no answer, and in HTTP mode polls only an explorer the build configured.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ExplorerTransaction } from '@contract/deposits';
import { setTransport } from '../../../src/app/api/api';
import { resolveTransportConfig, type HttpConfig } from '../../../src/app/transport/config';
import type { HarnessHandle } from '../../../src/app/transport';
import {
  DEPOSIT_POLL_MS,
  startDepositPoller,
  type ExplorerTransfer,
} from '../../../src/app/features/wallet/deposit/deposit-poller';
import { explorerSourceFor } from '../../../src/app/features/wallet/deposit/explorers';
import { seenTxids } from '../../../src/app/features/wallet/deposit/seen-txids';
import { useDepositPolling } from '../../../src/app/features/wallet/deposit/use-deposit-polling';
import { createFakeTransport } from '../fakes/transport';

const transfer = (txid: string, currency = 'btc'): ExplorerTransfer => ({ txid, currency });

/** An explorer whose listing the test changes; counts the polls. */
function fakeExplorer(initial: ExplorerTransfer[] = []) {
  let listing = initial;
  const source = vi.fn(async () => listing);
  return { source, set: (next: ExplorerTransfer[]) => (listing = next) };
}

/** Lets the poll's promises settle without moving the fake clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the deposit poller', () => {
  it('polls at once and every 15 s, and reports each new id once, oldest first', async () => {
    const explorer = fakeExplorer([transfer('tx-2'), transfer('tx-1')]);
    const notify = vi.fn(async () => 'Success');
    const reports: string[] = [];
    const stop = startDepositPoller({
      source: explorer.source,
      notify,
      seen: seenTxids(localStorage),
      onReport: ({ txid, result }) => reports.push(`${txid}: ${result}`),
    });
    await flush();
    expect(explorer.source).toHaveBeenCalledTimes(1);
    expect(notify.mock.calls).toEqual([
      ['btc', 'tx-1'],
      ['btc', 'tx-2'],
    ]);
    expect(reports).toEqual(['tx-1: Success', 'tx-2: Success']);

    explorer.set([transfer('tx-3', 'usdt'), transfer('tx-2'), transfer('tx-1')]);
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS - 1);
    expect(explorer.source).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(explorer.source).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenLastCalledWith('usdt', 'tx-3');
    expect(notify).toHaveBeenCalledTimes(3);

    stop();
    await vi.advanceTimersByTimeAsync(10 * DEPOSIT_POLL_MS);
    expect(explorer.source).toHaveBeenCalledTimes(2);
  });

  it('keeps the seen ids in localStorage, so another poller (a reload) does not report them again', async () => {
    const explorer = fakeExplorer([transfer('tx-1')]);
    const notify = vi.fn(async () => 'Transaction not found');
    const first = startDepositPoller({ source: explorer.source, notify, seen: seenTxids(localStorage) });
    await flush();
    first();
    expect(notify).toHaveBeenCalledTimes(1);

    // An error text is an answer too: the id is seen.
    const again = vi.fn(async () => 'Success');
    const stop = startDepositPoller({
      source: explorer.source,
      notify: again,
      seen: seenTxids(localStorage),
    });
    await vi.advanceTimersByTimeAsync(3 * DEPOSIT_POLL_MS);
    stop();
    expect(again).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('betkings:deposit-seen-txids')!)).toEqual(['tx-1']);
  });

  it('reports again at the next poll an id whose report got no answer, and survives an explorer failure', async () => {
    const explorer = fakeExplorer([transfer('tx-1')]);
    explorer.source.mockRejectedValueOnce(new Error('explorer down'));
    const notify = vi.fn<(currency: string, txid: string) => Promise<string>>();
    notify.mockRejectedValueOnce(new Error('offline')).mockResolvedValue('Success');
    const stop = startDepositPoller({ source: explorer.source, notify, seen: seenTxids(localStorage) });
    await flush();
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(notify).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(notify).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(notify).toHaveBeenCalledTimes(2);
    stop();
  });

  it('never polls twice at once: the next poll waits for a slow one to end', async () => {
    let release: () => void = () => undefined;
    const source = vi.fn(() => new Promise<ExplorerTransfer[]>((resolve) => (release = () => resolve([]))));
    const stop = startDepositPoller({ source, notify: vi.fn(), seen: seenTxids(localStorage) });
    await vi.advanceTimersByTimeAsync(5 * DEPOSIT_POLL_MS);
    expect(source).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(source).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('the seen-id cache', () => {
  it('is bounded, dropping the oldest ids', () => {
    const seen = seenTxids(localStorage, 3);
    for (const id of ['a', 'b', 'c', 'd']) seen.add(id);
    expect(['a', 'b', 'c', 'd'].map((id) => seen.has(id))).toEqual([false, true, true, true]);
    // Seeing one again makes it the newest.
    seen.add('b');
    seen.add('e');
    expect(['b', 'c', 'd', 'e'].map((id) => seen.has(id))).toEqual([true, false, true, true]);
  });

  it('remembers for the page without storage, and ignores a corrupt entry', () => {
    const seen = seenTxids(null);
    seen.add('a');
    expect(seen.has('a')).toBe(true);
    localStorage.setItem('betkings:deposit-seen-txids', '{not json');
    expect(seenTxids(localStorage).has('a')).toBe(false);
  });
});

describe('which explorer is polled', () => {
  const http = (explorers?: HttpConfig['explorers']) => ({
    kind: 'http' as const,
    config: {
      kind: 'http' as const,
      apiUrl: 'https://api.operator.example',
      pusherKey: 'k',
      pusherCluster: 'mt1',
      pusherHost: null,
      pusherPort: null,
      ...(explorers && { explorers }),
    },
  });

  it('in sim mode, the simulated explorer of the QA handle', async () => {
    const seen: ExplorerTransaction = {
      txid: 'tx-1',
      chain: 'bitcoin',
      currency: 'btc',
      address: 'bc1q…',
      amount: 0.01,
      time: 0,
      confirmations: 1,
    };
    const explorerTransactions = vi.fn(async () => [seen]);
    const harness = { control: { explorerTransactions } } as unknown as HarnessHandle;
    const source = explorerSourceFor({ kind: 'sim' }, harness, 'bitcoin', 'bc1q…');
    expect(await source!()).toEqual([{ txid: 'tx-1', currency: 'btc' }]);
    expect(explorerTransactions).toHaveBeenCalledWith('bitcoin', 'bc1q…');
    expect(explorerSourceFor({ kind: 'sim' }, null, 'bitcoin', 'bc1q…')).toBeNull();
  });

  it('in HTTP mode without a configured explorer: nothing, and the hook polls nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(explorerSourceFor(http(), null, 'solana', 'Sol1')).toBeNull();
    expect(explorerSourceFor(http({ solanaRpc: null, etherscan: null }), null, 'erc20', '0xab')).toBeNull();

    const fake = createFakeTransport();
    setTransport({ ...fake.transport, ...http() });
    const { unmount } = renderHook(() => useDepositPolling('solana', 'Sol1'));
    await vi.advanceTimersByTimeAsync(3 * DEPOSIT_POLL_MS);
    unmount();
    expect(fetch).not.toHaveBeenCalled();
    expect(fake.transport.request).not.toHaveBeenCalled();
  });

  it('in HTTP mode, the configured Solana RPC and Etherscan-compatible API, reported to wallet-notify', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('https://rpc.example'))
        return Response.json({
          result: [
            { signature: 'sig-ok', err: null },
            { signature: 'sig-failed', err: { InstructionError: [] } },
          ],
        });
      const action = new URL(url).searchParams.get('action');
      expect(init?.credentials).toBe('omit');
      if (action === 'txlist')
        return Response.json({
          result: [
            { hash: '0xin', to: '0xABCD', isError: '0' },
            { hash: '0xout', to: '0xother', isError: '0' },
          ],
        });
      return Response.json({ result: [{ hash: '0xtoken', to: '0xabcd', tokenSymbol: 'USDT' }] });
    });
    vi.stubGlobal('fetch', fetch);
    const explorers = {
      solanaRpc: 'https://rpc.example',
      etherscan: { url: 'https://api.etherscan.example/v2/api?chainid=1', apiKey: 'KEY' },
    };
    expect(await explorerSourceFor(http(explorers), null, 'solana', 'Sol1')!()).toEqual([
      { txid: 'sig-ok', currency: 'sol' },
    ]);
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toMatchObject({
      method: 'getSignaturesForAddress',
      params: ['Sol1', { limit: 25 }],
    });
    expect(await explorerSourceFor(http(explorers), null, 'erc20', '0xabcd')!()).toEqual([
      { txid: '0xin', currency: 'eth' },
      { txid: '0xtoken', currency: 'usdt' },
    ]);
    const txlist = new URL(fetch.mock.calls[1]![0]);
    expect(Object.fromEntries(txlist.searchParams)).toMatchObject({
      chainid: '1',
      module: 'account',
      action: 'txlist',
      address: '0xabcd',
      apikey: 'KEY',
    });
    // A chain the build has no explorer for is not polled.
    expect(explorerSourceFor(http(explorers), null, 'bitcoin', 'bc1q')).toBeNull();

    const fake = createFakeTransport();
    fake.requestHandlers.set('GET /api/walletNotify/sol/sig-ok', () => ({ result: 'Success' }));
    setTransport({ ...fake.transport, ...http(explorers) });
    const { unmount } = renderHook(() => useDepositPolling('solana', 'Sol1'));
    await flush();
    unmount();
    expect(fake.transport.request).toHaveBeenCalledWith('GET', '/api/walletNotify/sol/sig-ok');
  });

  it('takes the explorers from the build only: no link can set or change them', () => {
    const env = {
      VITE_TRANSPORT: 'http',
      VITE_API_URL: 'https://api.operator.example',
      VITE_EXPLORER_SOLANA_RPC: 'https://rpc.operator.example',
      VITE_EXPLORER_ETHERSCAN_API: 'https://api.etherscan.io/v2/api?chainid=1',
      VITE_EXPLORER_ETHERSCAN_KEY: 'KEY',
      VITE_ALLOW_TRANSPORT_OVERRIDE: '1',
      VITE_TRANSPORT_OVERRIDE_ORIGINS: 'https://staging.operator.example,wss://ws-mt1.pusher.com',
    };
    const built = {
      solanaRpc: 'https://rpc.operator.example',
      etherscan: { url: 'https://api.etherscan.io/v2/api?chainid=1', apiKey: 'KEY' },
    };
    const search =
      '?transport=http&api=https://staging.operator.example&explorer=https://evil.example' +
      '&solanaRpc=https://evil.example&explorers=https://evil.example';
    const linked = resolveTransportConfig(env, { search }, null);
    expect(linked).toMatchObject({ apiUrl: 'https://staging.operator.example', overridden: true });
    expect((linked as HttpConfig).explorers).toEqual(built);
    expect((resolveTransportConfig(env, { search: '' }, null) as HttpConfig).explorers).toEqual(built);
    const bare = { VITE_TRANSPORT: 'http', VITE_API_URL: 'https://api.operator.example' };
    expect((resolveTransportConfig(bare, { search: '' }, null) as HttpConfig).explorers).toEqual({
      solanaRpc: null,
      etherscan: null,
    });
  });
});
