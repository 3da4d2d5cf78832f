/**
 * The newest public trades of one market: the list POST /api/trading/trades answers, then every trade the
 * trading server pushes for that market (opened, and again when it ended).
 */
import { useEffect, useState } from 'react';
import { TRADING, TRADING_CHANNEL, TRADING_EVENTS, type PublicTrade } from '@contract/trading';
import { api, getTransport } from '../../../api/api';
import { failureText } from '../markets-store';
import { withTrade } from './trade-list';

export interface PublicTradesView {
  /** null while loading. */
  trades: PublicTrade[] | null;
  error: string | null;
  retry(): void;
}

interface Loaded {
  /** What was asked (market and attempt): an answer to an earlier request is not this one. */
  request: string;
  trades: PublicTrade[] | null;
  error: string | null;
}

export function usePublicTrades(ticker: string): PublicTradesView {
  const [round, setRound] = useState(0);
  const request = `${ticker} ${round}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let active = true;
    // Trades pushed while the list is on its way are newer than it: they are applied over it.
    const early: PublicTrade[] = [];
    let answered = false;
    const receive = (trade: PublicTrade) => {
      if (trade.ticker !== ticker) return;
      if (!answered) early.push(trade);
      else
        setLoaded((last) =>
          last?.request === request && last.trades
            ? { ...last, trades: withTrade(last.trades, trade) }
            : last,
        );
    };
    const unbind = getTransport().trading?.listen(TRADING_CHANNEL, TRADING_EVENTS.trade, (payload) =>
      receive(payload as PublicTrade),
    );
    api('POST /api/trading/trades', { ticker }).then(
      (list) => {
        if (!active) return;
        answered = true;
        const newest = list.slice(0, TRADING.publicTradesShown);
        const trades = early.reduce((current, trade) => withTrade(current, trade), newest);
        setLoaded({ request, trades, error: null });
      },
      (failure: unknown) => active && setLoaded({ request, trades: null, error: failureText(failure) }),
    );
    return () => {
      active = false;
      unbind?.();
    };
  }, [ticker, request]);

  const current = loaded?.request === request ? loaded : null;
  return {
    trades: current?.trades ?? null,
    error: current?.error ?? null,
    retry: () => setRound((value) => value + 1),
  };
}
