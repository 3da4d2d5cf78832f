import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, CODES, MESSAGES, REGISTER_ERRORS } from '@contract/index';
import { registerFormSchema, type RegisterForm as RegisterValues } from '@contract/schemas';
import { Captcha } from '../../../components/captcha';
import { usePreferences } from '../../../stores/app-store';
import { register } from '../session/sign-in';
import { FormField, fieldBinder } from './FormField';
import { showFieldErrors } from './server-errors';
import { submitValidated, useCaptchaGate } from './use-captcha-gate';

const FIELDS = ['email', 'name', 'password', 'inviteCode'] as const;

/** The form-level message for a failure that names no field: the catalogue text of its code. */
function registerFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.internal;
  if (error.code === 1 || error.code === 2) return REGISTER_ERRORS[error.code];
  if (error.code === CODES.captchaFailed) return MESSAGES.captchaFailed;
  return error.message;
}

export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const ageId = useId();
  const referralCode = usePreferences((state) => state.referralCode);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      email: '',
      name: '',
      password: '',
      passwordConfirmation: '',
      inviteCode: referralCode ?? '',
    },
  });
  const field = fieldBinder(form);
  const { errors } = form.formState;
  const ageConfirmed = useWatch({ control: form.control, name: 'ageConfirmed' });

  async function send(values: RegisterValues, captcha: string): Promise<boolean> {
    setFormError(null);
    try {
      const { email, name, password, inviteCode } = values;
      await register({ email, name, password, captcha, inviteCode: inviteCode?.trim() || null });
      onSignedIn();
      return true;
    } catch (error) {
      if (!showFieldErrors(error, form.setError, FIELDS)) setFormError(registerFailureText(error));
      return false;
    }
  }

  const captcha = useCaptchaGate((response) =>
    submitValidated(form.handleSubmit, (values) => send(values, response)),
  );

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit(captcha.show)}>
      <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
      <FormField label="Login" autoComplete="username" {...field('name')} />
      <FormField label="Password" type="password" autoComplete="new-password" {...field('password')} />
      <FormField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...field('passwordConfirmation')}
      />
      <FormField label="Invite code (optional)" autoComplete="off" {...field('inviteCode')} />
      <div className="auth-check">
        <input id={ageId} type="checkbox" {...form.register('ageConfirmed')} />
        <label htmlFor={ageId}>I confirm I am 18 or older and accept the Terms</label>
      </div>
      {errors.ageConfirmed?.message && (
        <p className="auth-field-error" role="alert">
          {errors.ageConfirmed.message}
        </p>
      )}
      {formError && (
        <p className="auth-form-error" role="alert">
          {formError}
        </p>
      )}
      {captcha.visible && (
        <Captcha key={captcha.key} onSuccess={(response) => void captcha.solved(response)} />
      )}
      <button
        type="submit"
        className="auth-submit"
        disabled={captcha.payload !== null || ageConfirmed !== true}
      >
        Sign up
      </button>
    </form>
  );
}
