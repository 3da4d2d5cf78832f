import { toast } from '../../../components/toast';
import { api } from '../../../api/api';
import { ExtensionGate } from '../../../components/extension-gate';
import { useAppStore } from '../../../stores/app-store';
import { FormField, fieldBinder } from '../../auth/forms/FormField';
import { CHAT_NOTICES } from '../../chat/texts';
import { CurrencyField } from './CurrencyField';
import { TransferSubmit } from './TransferSubmit';
import { tipFormSchema, type TipFormValues } from './transfer-schemas';
import { useTransferForm } from './use-transfer-form';

export interface TipFormProps {
  /** The player tipped, by name as the route takes it. */
  name: string;
  onSent: () => void;
}

/** Tip one player (platform.md §5): an amount in a currency, from the real balance. */
export function TipForm({ name, onSent }: TipFormProps) {
  const { form, submit, formError } = useTransferForm<TipFormValues>(tipFormSchema, { amount: '' });
  const field = fieldBinder(form);

  const send = form.handleSubmit(async ({ amount, currency }) => {
    // The tip's notice shows in the room the player is in.
    const channel = useAppStore.getState().channel;
    const sent = await submit(() =>
      api('POST /api/user/tip', { name, amount: Number(amount), currency, channel }),
    );
    if (!sent) return;
    toast.success(CHAT_NOTICES.tipSent);
    onSent();
  });

  return (
    <ExtensionGate route="POST /api/user/tip">
      <form className="auth-form transfer-form" aria-label={`Tip ${name}`} noValidate onSubmit={send}>
        <FormField label="Amount" inputMode="decimal" autoComplete="off" {...field('amount')} />
        <CurrencyField {...field('currency')} />
        <TransferSubmit label="Send tip" busy={form.formState.isSubmitting} formError={formError} />
      </form>
    </ExtensionGate>
  );
}
