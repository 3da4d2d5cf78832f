import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../components/toast';
import { ApiError, MESSAGES } from '@contract/index';
import { newPasswordFormSchema, type NewPasswordForm as NewPasswordValues } from '@contract/schemas';
import { api } from '../../../api/api';
import { ExtensionGate } from '../../../components/extension-gate';
import { FormField, fieldBinder } from './FormField';
import { showFieldErrors } from './server-errors';

export interface NewPasswordFormProps {
  /** From the reset email's link: /password/reset/{user}/{token}. */
  user: string;
  token: string;
  onSaved: () => void;
}

/** Sets the new password of a reset link (POST /auth/resetPassword/confirm). */
export function NewPasswordForm({ user, token, onSaved }: NewPasswordFormProps) {
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const field = fieldBinder(form);
  const { isSubmitting } = form.formState;

  async function save({ password }: NewPasswordValues) {
    try {
      await api('POST /auth/resetPassword/confirm', { user, token, password });
      onSaved();
    } catch (error) {
      if (!showFieldErrors(error, form.setError, ['password'])) {
        toast.error(error instanceof ApiError ? error.message : MESSAGES.internal);
      }
    }
  }

  return (
    <ExtensionGate route="POST /auth/resetPassword/confirm">
      <form className="auth-form" noValidate onSubmit={form.handleSubmit(save)}>
        <FormField label="New password" type="password" autoComplete="new-password" {...field('password')} />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...field('passwordConfirmation')}
        />
        <button type="submit" className="auth-submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save password'}
        </button>
      </form>
    </ExtensionGate>
  );
}
