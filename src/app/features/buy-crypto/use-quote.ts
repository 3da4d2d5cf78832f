/**
 * The live quote of a purchase: asked for shortly after the player stops typing, and again shortly before the
 * held price runs out on the server's clock, so the page always shows (and pays) a price the provider holds.
 */
import { useEffect, useState } from 'react';
import type { OnrampQuote } from '@contract/onramp';
import { serverNow } from '../../api/server-clock';
import { failureText, requestQuote, type Purchase } from './onramp-api';

/** Typing pauses this long before a quote is asked for. */
const TYPING_PAUSE_MS = 400;
/** The next quote is asked for this long (server time) before the held one runs out. */
const REFRESH_AHEAD_MS = 5_000;
const WATCH_MS = 1_000;

export interface QuoteState {
  quote: OnrampQuote | null;
  error: string | null;
  loading: boolean;
  /** Asks for a new quote now (after the server refused an expired one). */
  refresh: () => void;
}

interface Answer {
  key: string;
  quote: OnrampQuote | null;
  error: string | null;
}

export function useQuote({ fiat, amount, currency, chain }: Purchase): QuoteState {
  const key = `${fiat} ${amount} ${currency} ${chain} `;
  const [answer, setAnswer] = useState<Answer>({ key: '', quote: null, error: null });
  const [round, setRound] = useState(0);
  const ready = Number(amount) > 0 && currency !== '' && chain !== '';

  useEffect(() => {
    if (!ready) return;
    let active = true;
    let refreshAt: number | null = null;
    const ask = () =>
      requestQuote({ fiat, amount, currency, chain }).then(
        (quote) => {
          if (!active) return;
          refreshAt = Date.parse(quote.expires_at) - REFRESH_AHEAD_MS;
          setAnswer({ key, quote, error: null });
        },
        (failure: unknown) => active && setAnswer({ key, quote: null, error: failureText(failure) }),
      );
    const first = setTimeout(ask, TYPING_PAUSE_MS);
    const watch = setInterval(() => {
      if (refreshAt === null || (serverNow() ?? Date.now()) < refreshAt) return;
      refreshAt = null;
      void ask();
    }, WATCH_MS);
    return () => {
      active = false;
      clearTimeout(first);
      clearInterval(watch);
    };
  }, [key, ready, round, fiat, amount, currency, chain]);

  const current = ready && answer.key === key ? answer : null;
  return {
    quote: current?.quote ?? null,
    error: current?.error ?? null,
    loading: ready && current === null,
    refresh: () => setRound((value) => value + 1),
  };
}
