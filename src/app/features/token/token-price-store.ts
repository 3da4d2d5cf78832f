/**
 * The token's price as the client sees it (POST /api/token/price): one store for the sidebar's box and the
 * token page, asked again every TOKEN_PRICE_REFRESH_MS while anybody watches. A failed call shows the -10
 * text (platform.md §8) until a later call succeeds.
 */
import { create } from 'zustand';
import { TOKEN_PRICE_REFRESH_MS } from '@contract/token';
import { api } from '../../api/api';

export interface TokenPriceState {
  status: 'loading' | 'ready' | 'error';
  /** US dollars per token. */
  usd: number | null;
  /** Percent over 24 hours. */
  change24h: number | null;
}

export const useTokenPrice = create<TokenPriceState>(() => ({
  status: 'loading',
  usd: null,
  change24h: null,
}));

/** Asks for the price now (the demo panel calls it after arming or clearing the price fault). */
export async function refreshTokenPrice(): Promise<void> {
  try {
    const { bitcoin } = await api('POST /api/token/price');
    useTokenPrice.setState({ status: 'ready', usd: bitcoin.usd, change24h: bitcoin.usd_24h_change });
  } catch {
    useTokenPrice.setState({ status: 'error' });
  }
}

let watchers = 0;
let timer: ReturnType<typeof setInterval> | null = null;

/** Keeps the price fresh while the caller watches; returns the function that stops watching. */
export function watchTokenPrice(): () => void {
  watchers += 1;
  if (watchers === 1) {
    void refreshTokenPrice();
    timer = setInterval(() => void refreshTokenPrice(), TOKEN_PRICE_REFRESH_MS);
  }
  return () => {
    watchers -= 1;
    if (watchers === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}
