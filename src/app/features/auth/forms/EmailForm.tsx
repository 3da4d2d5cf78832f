import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../components/toast';
import { ApiError, MESSAGES, type User } from '@contract/index';
import { updateEmailBodySchema, type UpdateEmailBody } from '@contract/schemas';
import type { ReactNode } from 'react';
import { api } from '../../../api/api';
import { FormField, fieldBinder } from './FormField';
import { showFieldErrors } from './server-errors';

export interface EmailFormProps {
  label?: string;
  /** Called with the updated user after the server accepted the address; the caller stores it. */
  onSaved: (user: User) => void;
  /** Extra controls under the submit button (the forced modal's sign-out). */
  children?: ReactNode;
}

/** The one update-email form (POST /api/user/updateEmail): the forced-email modal and "Change email" use it. */
export function EmailForm({ label = 'Email', onSaved, children }: EmailFormProps) {
  const form = useForm<UpdateEmailBody>({
    resolver: zodResolver(updateEmailBodySchema),
    defaultValues: { email: '' },
  });
  const field = fieldBinder(form);
  const { isSubmitting } = form.formState;

  async function save(values: UpdateEmailBody) {
    try {
      const { user } = await api('POST /api/user/updateEmail', values);
      onSaved(user);
    } catch (error) {
      if (!showFieldErrors(error, form.setError, ['email'])) {
        toast.error(error instanceof ApiError ? error.message : MESSAGES.internal);
      }
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit(save)}>
      <FormField label={label} type="email" autoComplete="email" {...field('email')} />
      <button type="submit" className="auth-submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save email'}
      </button>
      {children}
    </form>
  );
}
