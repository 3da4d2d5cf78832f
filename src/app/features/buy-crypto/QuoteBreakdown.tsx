import type { OnrampQuote } from '@contract/onramp';
import { useServerNow } from '../../api/server-clock';
import { coins, money } from './format';
import { useCurrency } from './use-offers';
import type { QuoteState } from './use-quote';

function HeldFor({ expiresAt }: { expiresAt: string }) {
  const now = useServerNow();
  if (now === null) return null;
  const seconds = Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
  return (
    <p className="buy-quote__timer">
      {seconds > 0 ? `Price held for ${seconds} s` : 'Refreshing the price…'}
    </p>
  );
}

function Terms({ quote }: { quote: OnrampQuote }) {
  const { fiat, currency } = quote;
  const decimals = useCurrency(currency)?.decimals;
  return (
    <>
      <dl className="buy-quote__terms">
        <dt>Price</dt>
        <dd>{`1 ${currency.toUpperCase()} = ${money(fiat, quote.price)}`}</dd>
        <dt>Provider fee</dt>
        <dd>{money(fiat, quote.provider_fee)}</dd>
        <dt>Network fee</dt>
        <dd>{money(fiat, quote.network_fee)}</dd>
        <dt>Total charged</dt>
        <dd>{money(fiat, quote.amount)}</dd>
      </dl>
      <div className="buy-quote__receive">
        <span>You get</span>
        <strong data-testid="quote-receive">{coins(quote.receive, currency, decimals)}</strong>
      </div>
      <HeldFor expiresAt={quote.expires_at} />
    </>
  );
}

/** The quote's fees and what arrives, or why there is none. */
export function QuoteBreakdown({ state }: { state: QuoteState }) {
  return (
    <section className="buy-quote" aria-label="Quote" aria-live="polite">
      {state.error && (
        <p className="buy-alert" role="alert">
          {state.error}
        </p>
      )}
      {state.loading && (
        <p className="buy-quote__loading" aria-busy="true">
          <span className="spinner" /> Getting a price…
        </p>
      )}
      {state.quote && <Terms quote={state.quote} />}
    </section>
  );
}
