import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../components/toast';
import { ApiError, CODES, MESSAGES } from '@contract/index';
import { loginFormSchema, type LoginForm as LoginValues } from '@contract/schemas';
import { Captcha } from '../../../components/captcha';
import { login } from '../session/sign-in';
import { FormField, fieldBinder } from './FormField';
import { showFieldErrors } from './server-errors';
import { submitValidated, useCaptchaGate } from './use-captcha-gate';

const FIELDS = ['login', 'password'] as const;

/** Messages for the codes a login can fail with; anything else is the wrong-credentials toast (§8). */
const LOGIN_FAILURES: Partial<Record<number, string>> = {
  [CODES.captchaFailed]: MESSAGES.captchaFailed,
  [CODES.selfExcluded]: MESSAGES.selfExcluded,
};

/** The toast of a failed login: a lock (too many attempts) says in the server's words how long it lasts. */
function loginFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.wrongCredentials;
  if (error.code === CODES.tooManyAttempts) return error.message;
  return LOGIN_FAILURES[error.code] ?? MESSAGES.wrongCredentials;
}

export interface LoginFormProps {
  onSignedIn: () => void;
  onForgotPassword: () => void;
}

export function LoginForm({ onSignedIn, onForgotPassword }: LoginFormProps) {
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { login: '', password: '' },
  });
  const field = fieldBinder(form);

  async function send(values: LoginValues, captcha: string): Promise<boolean> {
    try {
      await login({ ...values, captcha });
      onSignedIn();
      return true;
    } catch (error) {
      if (!showFieldErrors(error, form.setError, FIELDS)) toast.error(loginFailureText(error));
      return false;
    }
  }

  const captcha = useCaptchaGate((response) =>
    submitValidated(form.handleSubmit, (values) => send(values, response)),
  );

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit(captcha.show)}>
      <FormField label="Login or email" autoComplete="username" {...field('login')} />
      <FormField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      <button type="button" className="auth-link" onClick={onForgotPassword}>
        Forgot password?
      </button>
      {captcha.visible && (
        <Captcha key={captcha.key} onSuccess={(response) => void captcha.solved(response)} />
      )}
      <button type="submit" className="auth-submit" disabled={captcha.payload !== null}>
        Sign in
      </button>
    </form>
  );
}
