import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { ApiError, MESSAGES, updateEmailBodySchema, type UpdateEmailBody } from '@contract/index';
import { api } from '../../api/api';
import { Modal } from '../../components/modal';
import { FormField } from './forms/FormField';
import { showFieldErrors } from './forms/server-errors';
import { useSession } from './session/session-store';

/** A signed-in user without an email must set one before going on (platform.md §2). */
export function ForcedEmailModal() {
  const missing = useSession((state) => state.status === 'signedIn' && state.user?.email === null);
  return (
    <Modal open={missing} dismissible={false} title="Set your email">
      <EmailForm />
    </Modal>
  );
}

function EmailForm() {
  const form = useForm<UpdateEmailBody>({
    resolver: zodResolver(updateEmailBodySchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function save(values: UpdateEmailBody) {
    try {
      const { user } = await api('POST /api/user/updateEmail', values);
      useSession.setState({ user });
      await useSession.getState().refreshUser();
    } catch (error) {
      if (!showFieldErrors(error, form.setError, ['email'])) {
        toast.error(error instanceof ApiError ? error.message : MESSAGES.internal);
      }
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit(save)}>
      <p className="auth-note">Your account has no email yet. Add one to keep using it.</p>
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <button type="submit" className="auth-submit" disabled={isSubmitting}>
        Save email
      </button>
      <button type="button" className="auth-link" onClick={() => void useSession.getState().logout()}>
        Sign out
      </button>
    </form>
  );
}
