/**
 * What the tip and rain forms share: react-hook-form with their zod schema, the currency in play as the
 * default, and a submit that shows the server's 422 texts under their fields (any other refusal, such as an
 * unknown name or room, above the button).
 */
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ZodMiniType } from 'zod/mini';
import { ApiError } from '@contract/index';
import { useAppStore } from '../../../stores/app-store';
import { showFieldErrors } from '../../auth/forms/server-errors';
import { errorText } from '../../chat/texts';
import { useWallet } from '../../wallet';

/** The currency in play when the wallet holds it, else the wallet's first. */
function defaultCurrency(): string {
  const chosen = useAppStore.getState().currency;
  const { currencies } = useWallet.getState();
  return currencies.some((entry) => entry.id === chosen) ? chosen : (currencies[0]?.id ?? '');
}

export function useTransferForm<T extends FieldValues & { currency: string }>(
  schema: ZodMiniType<T, T>,
  defaults: Omit<T, 'currency'>,
) {
  const form = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues: { ...defaults, currency: defaultCurrency() } as DefaultValues<T>,
  });

  /** Runs the call; true when it succeeded. */
  async function submit(call: () => Promise<unknown>): Promise<boolean> {
    try {
      await call();
      return true;
    } catch (error) {
      const fields = Object.keys(form.getValues()) as Path<T>[];
      if (!showFieldErrors(error, form.setError, fields)) {
        const other = error instanceof ApiError ? Object.values(error.errors ?? {})[0]?.[0] : undefined;
        form.setError('root.server', { message: other ?? errorText(error) });
      }
      return false;
    }
  }

  const formError = form.formState.errors.root?.server?.message;
  return { form, submit, formError };
}
