import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { ApiError, MESSAGES } from '@contract/index';
import type { AdminUserDetails } from '@contract/admin';
import { adminAdjustBodySchema, type AdminAdjustBody } from '@contract/admin-schemas';
import { api } from '../../api/api';
import { ConfirmDialog } from '../../components/modal';
import { useWallet } from '../wallet';
import { formatDelta } from './admin-format';

interface FormProps {
  details: AdminUserDetails;
  onDetails: (details: AdminUserDetails) => void;
}

const FIELDS = ['currency', 'amount', 'reason'] as const;

/**
 * A manual credit (positive) or debit (negative) of the real balance with the reason the ledger keeps. The
 * server refuses what would go below zero or past the currency's decimals; its texts show under the fields.
 */
export function AdjustForm({ details, onDetails }: FormProps) {
  const { user } = details;
  const currencies = useWallet((wallet) => wallet.currencies);
  const options =
    currencies.length > 0
      ? currencies.map((currency) => currency.id)
      : details.balances.map((row) => row.currency);
  const [pending, setPending] = useState<AdminAdjustBody | null>(null);
  const form = useForm<AdminAdjustBody>({
    resolver: zodResolver(adminAdjustBodySchema),
    defaultValues: { userId: user._id, currency: options[0] ?? 'usdt', amount: '', reason: '' },
  });
  const { errors } = form.formState;

  async function adjust(values: AdminAdjustBody) {
    try {
      onDetails(await api('POST /api/admin/user/adjust', values));
      toast.success('Balance adjusted');
      form.reset({ ...values, amount: '', reason: '' });
    } catch (error) {
      if (!(error instanceof ApiError)) return void toast.error(MESSAGES.unreadableAnswer);
      const field = FIELDS.find((name) => error.fieldError(name));
      if (field) form.setError(field, { message: error.fieldError(field) });
      else toast.error(error.message);
    } finally {
      setPending(null);
    }
  }

  const errorOf = (field: (typeof FIELDS)[number]) =>
    errors[field]?.message && (
      <span className="admin-field__error" role="alert">
        {errors[field].message}
      </span>
    );

  return (
    <>
      <form className="admin-form" noValidate onSubmit={form.handleSubmit(setPending)}>
        <label className="admin-field">
          <span>Currency</span>
          <select {...form.register('currency')}>
            {options.map((id) => (
              <option key={id} value={id}>
                {id.toUpperCase()}
              </option>
            ))}
          </select>
          {errorOf('currency')}
        </label>
        <label className="admin-field">
          <span>Amount (negative to debit)</span>
          <input
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 25 or -10.5"
            {...form.register('amount')}
            aria-invalid={!!errors.amount}
          />
          {errorOf('amount')}
        </label>
        <label className="admin-field">
          <span>Reason</span>
          <input
            autoComplete="off"
            placeholder="Kept in the ledger"
            {...form.register('reason')}
            aria-invalid={!!errors.reason}
          />
          {errorOf('reason')}
        </label>
        <button type="submit" className="button button--primary">
          Adjust balance
        </button>
      </form>
      <ConfirmDialog
        subject={pending}
        title="Adjust balance"
        keepLabel="Cancel"
        confirmLabel="Adjust"
        onKeep={() => setPending(null)}
        onConfirm={adjust}
      >
        {(values) => (
          <p>
            {Number(values.amount) > 0 ? 'Credit' : 'Debit'} {formatDelta(Number(values.amount))}{' '}
            {values.currency.toUpperCase()} {Number(values.amount) > 0 ? 'to' : 'from'} {user.name}&apos;s
            real balance? Reason: {values.reason}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
