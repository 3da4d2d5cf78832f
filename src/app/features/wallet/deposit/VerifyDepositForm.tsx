import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { WALLET_NOTIFY_SUCCESS } from '@contract/deposits';
import { FormField, fieldBinder } from '../../auth/forms/FormField';
import { failureText, notifyDeposit } from './deposit-api';
import { normaliseTxid } from './txid';
import { verifyDepositSchema, type VerifyDepositValues } from './verify-deposit-schema';

interface VerifyDepositFormProps {
  currencies: readonly string[];
  defaultCurrency: string;
}

/** wallet-notify's answer as the player reads it: 'Success', or the server's error text. */
function VerifyResult({ result }: { result: { ok: boolean; text: string } }) {
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={`deposit-verify__result deposit-verify__result--${result.ok ? 'ok' : 'failed'}`}
    >
      {result.text}
    </p>
  );
}

/**
 * Manual deposit verification (platform.md §2, §5): the currency and the transaction id (a pasted explorer link
 * is cut to its last path segment) go to wallet-notify, whose result is shown as it is.
 */
export function VerifyDepositForm({ currencies, defaultCurrency }: VerifyDepositFormProps) {
  const currencyId = useId();
  const form = useForm<VerifyDepositValues>({
    resolver: zodResolver(verifyDepositSchema),
    defaultValues: { currency: defaultCurrency, txid: '' },
  });
  const field = fieldBinder(form);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const verify = form.handleSubmit(async ({ currency, txid }) => {
    setResult(null);
    try {
      const text = await notifyDeposit(currency, normaliseTxid(txid));
      setResult({ ok: text === WALLET_NOTIFY_SUCCESS, text });
    } catch (error) {
      setResult({ ok: false, text: failureText(error) });
    }
  });

  return (
    <form className="auth-form deposit-verify" aria-label="Verify a deposit" noValidate onSubmit={verify}>
      <p className="auth-note">
        Paste the transaction id or its explorer link: we look the transaction up and credit it once it has
        its confirmations.
      </p>
      <div className="auth-field">
        <label htmlFor={currencyId}>Currency</label>
        <select id={currencyId} {...form.register('currency')}>
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency.toUpperCase()}
            </option>
          ))}
        </select>
      </div>
      <FormField
        label="Transaction id"
        autoComplete="off"
        spellCheck={false}
        placeholder="Transaction id or explorer link"
        {...field('txid')}
      />
      <button type="submit" className="auth-submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Verifying…' : 'Verify'}
      </button>
      {result && <VerifyResult result={result} />}
    </form>
  );
}
