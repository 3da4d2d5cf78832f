import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@contract/index';
import { resetPasswordBodySchema, type ResetPasswordBody } from '@contract/schemas';
import { api } from '../../../api/api';
import { FormField, fieldBinder } from './FormField';

/** Forgot password (platform.md §4): the same confirmation on success and failure, so accounts stay private. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [sent, setSent] = useState(false);
  const form = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { login: '' },
  });
  const field = fieldBinder(form);
  const { isSubmitting } = form.formState;

  async function send(values: ResetPasswordBody) {
    try {
      await api('POST /auth/resetPassword', values);
    } catch {
      // Deliberately the same outcome: a failure must not reveal whether the account exists.
    }
    setSent(true);
  }

  if (sent) {
    return (
      <div className="auth-form">
        <p role="status">{MESSAGES.resetPasswordSent}</p>
        <button type="button" className="auth-submit" onClick={onBack}>
          Back to sign in
        </button>
      </div>
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit(send)}>
      <FormField label="Login or email" autoComplete="username" {...field('login')} />
      <button type="submit" className="auth-submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send reset link'}
      </button>
      <button type="button" className="auth-link" onClick={onBack}>
        Back to sign in
      </button>
    </form>
  );
}
