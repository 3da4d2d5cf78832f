import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../components/toast';
import type { Currency } from '@contract/index';
import { WITHDRAWAL_MESSAGES } from '@contract/withdrawals';
import { filterDecimalText } from '../../../format/decimal-input';
import { showFieldErrors } from '../../auth/forms/server-errors';
import { useKycModal } from '../../kyc/kyc-modal-store';
import { formatAmount } from '../format-amount';
import { useWalletModal } from '../wallet-modal-store';
import { WalletField } from './WalletField';
import { orderWithdrawal, withdrawRefusal, type WithdrawRefusal } from './withdraw-api';
import { withdrawFormSchema, type WithdrawFormValues } from './withdraw-form-schema';
import { useWithdrawHistory } from './withdraw-history-store';
import { WithdrawSummary, type FeeLevel } from './WithdrawSummary';
import { maxAmountText } from './withdraw-quote';

/** Text of our own: the spec lets only verified emails deposit (community.md); withdrawals follow suit. */
export const EMAIL_UNVERIFIED_TEXT = WITHDRAWAL_MESSAGES.emailUnverified;

export interface WithdrawFormProps {
  currency: Currency;
  /** The network, sent as the order's `type`. */
  chain: string;
  /** The player's VIP level and its fee; null while the levels load. */
  feeLevel: FeeLevel | null;
  emailVerified: boolean;
}

function announceOrder() {
  toast.success('Withdrawal requested', {
    action: { label: 'View history', onClick: () => useWalletModal.getState().openHistory('withdraws') },
  });
}

/** Address, amount with Max, the fee and what arrives, and the order (POST /api/wallet/withdraw). */
export function WithdrawForm({ currency, chain, feeLevel, emailVerified }: WithdrawFormProps) {
  const form = useForm<WithdrawFormValues>({
    resolver: zodResolver(withdrawFormSchema),
    defaultValues: { wallet: '', sum: '' },
  });
  const [refusal, setRefusal] = useState<WithdrawRefusal | null>(null);
  const sum = useWatch({ control: form.control, name: 'sum' });
  const { errors, isSubmitting } = form.formState;
  const code = currency.id.toUpperCase();
  const sumField = form.register('sum');

  const submit = form.handleSubmit(async ({ wallet, sum: amount }) => {
    setRefusal(null);
    try {
      const entry = await orderWithdrawal({
        sum: Number(amount),
        currency: currency.id,
        wallet,
        type: chain,
      });
      useWithdrawHistory.getState().put(entry);
      form.reset({ wallet, sum: '' });
      announceOrder();
    } catch (error) {
      if (showFieldErrors(error, form.setError, ['wallet', 'sum'])) return;
      const next = withdrawRefusal(error);
      if (next.kyc) useKycModal.getState().openKycInfo();
      setRefusal(next);
    }
  });

  return (
    <form className="withdraw-form" aria-label="Withdraw" noValidate onSubmit={submit}>
      <WalletField
        label="Withdrawal address"
        placeholder={`Your ${code} address`}
        autoComplete="off"
        spellCheck={false}
        error={errors.wallet?.message}
        {...form.register('wallet')}
      />
      <WalletField
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        error={errors.sum?.message}
        hint={
          <span className="wallet-field__hint">
            Available: {formatAmount(currency.balance.real, currency.decimals, 'btc')} {code}
          </span>
        }
        adornment={
          <button
            type="button"
            className="wallet-field__max"
            onClick={() =>
              form.setValue('sum', maxAmountText(currency.balance.real, currency.decimals), {
                shouldValidate: true,
              })
            }
          >
            Max
          </button>
        }
        {...sumField}
        onChange={(event) => {
          event.target.value = filterDecimalText(event.target.value, currency.decimals);
          return sumField.onChange(event);
        }}
      />
      <WithdrawSummary amount={sum} currency={currency} feeLevel={feeLevel} />
      {!emailVerified && <p className="wallet-notice">{EMAIL_UNVERIFIED_TEXT}</p>}
      {refusal && (
        <p className="wallet-refusal" role="alert">
          {refusal.text}
          {refusal.kyc && (
            <>
              {' '}
              <button
                type="button"
                className="link-button"
                onClick={() => useKycModal.getState().openKycInfo()}
              >
                Verify identity
              </button>
            </>
          )}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary wallet-submit"
        disabled={isSubmitting || !emailVerified}
      >
        {isSubmitting ? 'Sending…' : 'Withdraw'}
      </button>
    </form>
  );
}
