import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { cardBrandName, spacedCardNumber } from '@contract/card-checks';
import { ONRAMP_CODES, type OnrampOrder, type OnrampQuote } from '@contract/onramp';
import { cardFormSchema, type CardForm as CardValues } from '@contract/onramp-schemas';
import { ApiError } from '@contract/index';
import { serverNow } from '../../api/server-clock';
import { FormField, fieldBinder } from '../auth/forms/FormField';
import { showFieldErrors } from '../auth/forms/server-errors';
import { TestCardsNote } from './TestCardsNote';
import { expiryText, money } from './format';
import { failureText, payQuote } from './onramp-api';

const FIELDS = ['number', 'expiry', 'cvc', 'holder'] as const;
/** The form checks the expiry on the server's clock, as the server will. */
const schema = cardFormSchema(() => serverNow() ?? Date.now());

interface CardFormProps {
  quote: OnrampQuote;
  onOrder: (order: OnrampOrder) => void;
  /** The quote the payment named has run out: a new one is asked for. */
  onQuoteExpired: () => void;
}

/** Step 2: the card (number, expiry, security code, holder), checked as typed and again by the server. */
export function CardForm({ quote, onOrder, onQuoteExpired }: CardFormProps) {
  const form = useForm<CardValues>({
    resolver: zodResolver(schema),
    defaultValues: { number: '', expiry: '', cvc: '', holder: '' },
  });
  const field = fieldBinder(form);
  const brand = cardBrandName(useWatch({ control: form.control, name: 'number' }));
  const rootError = form.formState.errors.root?.message;

  async function pay(card: CardValues) {
    try {
      onOrder(await payQuote(quote.id, card));
    } catch (error) {
      if (showFieldErrors(error, form.setError, FIELDS)) return;
      if (error instanceof ApiError && error.code === ONRAMP_CODES.quoteExpired) onQuoteExpired();
      form.setError('root', { message: failureText(error) });
    }
  }

  const number = form.register('number', {
    onChange: (event: { target: { value: string } }) =>
      form.setValue('number', spacedCardNumber(event.target.value)),
  });
  const expiry = form.register('expiry', {
    onChange: (event: { target: { value: string } }) =>
      form.setValue('expiry', expiryText(event.target.value)),
  });

  return (
    <form className="buy-card" noValidate onSubmit={form.handleSubmit(pay)}>
      <div className="buy-card__number">
        <FormField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          error={form.formState.errors.number?.message}
          {...number}
        />
        {brand && <span className="buy-card__brand">{brand}</span>}
      </div>
      <div className="buy-card__row">
        <FormField
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          error={form.formState.errors.expiry?.message}
          {...expiry}
        />
        <FormField
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          maxLength={4}
          {...field('cvc')}
        />
      </div>
      <FormField label="Name on card" autoComplete="cc-name" {...field('holder')} />
      {rootError && (
        <p className="buy-alert" role="alert">
          {rootError}
        </p>
      )}
      <button type="submit" className="button button--primary buy-cta" disabled={form.formState.isSubmitting}>
        {`Pay ${money(quote.fiat, quote.amount)}`}
      </button>
      <TestCardsNote
        onUse={(card) => form.setValue('number', spacedCardNumber(card), { shouldValidate: true })}
      />
    </form>
  );
}
