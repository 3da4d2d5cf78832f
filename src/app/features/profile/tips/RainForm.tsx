import { toast } from '../../../components/toast';
import { CHAT_LIMITS } from '@contract/index';
import { api } from '../../../api/api';
import { ExtensionGate } from '../../../components/extension-gate';
import { FormField, fieldBinder } from '../../auth/forms/FormField';
import { CHAT_NOTICES } from '../../chat/texts';
import { CurrencyField } from './CurrencyField';
import { TransferSubmit } from './TransferSubmit';
import { rainFormSchema, type RainFormValues } from './transfer-schemas';
import { useTransferForm } from './use-transfer-form';

export interface RainFormProps {
  /** The chat room whose recent chatters share the rain. */
  channel: string;
  onSent: () => void;
}

/** Rain (platform.md §5): an amount split evenly between up to 25 recently active chatters of the room. */
export function RainForm({ channel, onSent }: RainFormProps) {
  const { form, submit, formError } = useTransferForm<RainFormValues>(rainFormSchema, {
    amount: '',
    users: '10',
  });
  const field = fieldBinder(form);

  const send = form.handleSubmit(async ({ amount, currency, users }) => {
    let reached = 0;
    const sent = await submit(async () => {
      const answer = await api('POST /api/user/rain', {
        amount: Number(amount),
        currency,
        users: Number(users),
        channel,
      });
      reached = answer.users.length;
    });
    if (!sent) return;
    toast.success(CHAT_NOTICES.rainSent(reached));
    onSent();
  });

  return (
    <ExtensionGate route="POST /api/user/rain">
      <form className="auth-form transfer-form" aria-label="Rain" noValidate onSubmit={send}>
        <FormField label="Amount" inputMode="decimal" autoComplete="off" {...field('amount')} />
        <CurrencyField {...field('currency')} />
        <FormField
          label={`Users (1 to ${CHAT_LIMITS.rainMaxUsers})`}
          type="number"
          min={1}
          max={CHAT_LIMITS.rainMaxUsers}
          inputMode="numeric"
          {...field('users')}
        />
        <TransferSubmit label="Make it rain" busy={form.formState.isSubmitting} formError={formError} />
      </form>
    </ExtensionGate>
  );
}
