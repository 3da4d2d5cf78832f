import { useEffect, useRef, useState } from 'react';
import type { OnrampOrder, OnrampQuote } from '@contract/onramp';
import { AmountStep } from './AmountStep';
import { CardForm } from './CardForm';
import { OrderView } from './OrderView';
import { RecentOrders } from './RecentOrders';
import { StepTrail } from './StepTrail';
import { coins, money } from './format';
import type { Purchase } from './onramp-api';
import { useCurrency, useOffers } from './use-offers';
import { useQuote } from './use-quote';

type View =
  { step: 'amount' } | { step: 'card' } | { step: 'order'; orderId: string; known: OnrampOrder | null };

const FIRST_PURCHASE: Purchase = { fiat: 'usd', amount: '100', currency: 'btc', chain: 'bitcoin' };

/** The card step's reminder of the deal, with the way back to change it. */
function PurchaseSummary({ quote, onChange }: { quote: OnrampQuote | null; onChange: () => void }) {
  const decimals = useCurrency(quote?.currency ?? '')?.decimals;
  return (
    <div className="buy-summary">
      <span>
        {quote
          ? `${money(quote.fiat, quote.amount)} for ${coins(quote.receive, quote.currency, decimals)}`
          : 'Getting a new price…'}
      </span>
      <button type="button" className="link-button" onClick={onChange}>
        Change
      </button>
    </div>
  );
}

/** The on-ramp: amount and quote, card, then the order's progress; the recent purchases beside it. */
export function BuyCrypto({ userId }: { userId: string }) {
  const { offers, error: offersError } = useOffers();
  const [purchase, setPurchase] = useState(FIRST_PURCHASE);
  const [view, setView] = useState<View>({ step: 'amount' });
  // The quote keeps its price fresh on the card step too: the payment names the latest one.
  const quote = useQuote(purchase);
  const openOrder = (orderId: string, known: OnrampOrder | null = null) =>
    setView({ step: 'order', orderId, known });
  const panel = useRef<HTMLElement>(null);
  const shown = view.step === 'order' ? view.orderId : view.step;
  // A new step starts at its top: on a phone the last one was left scrolled far down.
  useEffect(() => {
    const top = panel.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) panel.current?.scrollIntoView({ block: 'start' });
  }, [shown]);

  return (
    <div className="buy-crypto">
      <header className="buy-crypto__head">
        <h1>Buy crypto</h1>
        <p>Pay by card in USD or EUR. The coins arrive in your casino wallet as a deposit.</p>
      </header>
      <div className="buy-crypto__layout">
        <section ref={panel} className="buy-panel" aria-label="Purchase">
          <StepTrail step={view.step} />
          {view.step === 'amount' &&
            (offers ? (
              <AmountStep
                purchase={purchase}
                offers={offers}
                quote={quote}
                onChange={setPurchase}
                onContinue={() => setView({ step: 'card' })}
              />
            ) : (
              <p className={offersError ? 'buy-alert' : undefined} role={offersError ? 'alert' : undefined}>
                {offersError ?? 'Loading…'}
              </p>
            ))}
          {view.step === 'card' && (
            <div className="buy-step">
              <PurchaseSummary quote={quote.quote} onChange={() => setView({ step: 'amount' })} />
              {quote.quote && (
                <CardForm
                  quote={quote.quote}
                  onOrder={(order) => openOrder(order._id, order)}
                  onQuoteExpired={quote.refresh}
                />
              )}
            </div>
          )}
          {view.step === 'order' && (
            <OrderView
              key={view.orderId}
              orderId={view.orderId}
              userId={userId}
              known={view.known}
              onAgain={() => setView({ step: 'amount' })}
            />
          )}
        </section>
        <RecentOrders
          userId={userId}
          current={view.step === 'order' ? view.orderId : null}
          onOpen={(orderId) => openOrder(orderId)}
        />
      </div>
    </div>
  );
}
