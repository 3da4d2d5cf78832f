import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ApiError, passwordSchema, VALIDATION_TEXTS } from '@contract/index';
import { api } from '../api/api';
import { openAuthModal } from '../features/auth';
import { CasinoHome } from '../features/home';
import { Modal } from '../components/modal';

function validate(password: string, confirmation: string): string | null {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? VALIDATION_TEXTS.passwordShort;
  return password === confirmation ? null : VALIDATION_TEXTS.passwordMismatch;
}

/** /password/reset/{user}/{token}: the casino home with the 'Set a new password' modal of the reset email. */
export function PasswordResetPage() {
  const { user = '', token = '' } = useParams();
  const navigate = useNavigate();
  const passwordId = useId();
  const confirmationId = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const leave = () => navigate('/', { replace: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(password, confirmation);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await api('POST /auth/resetPassword/confirm', { user, token, password });
      toast.success('Your password was changed. Sign in with the new one.');
      leave();
      openAuthModal('auth');
    } catch (failure) {
      setError(
        failure instanceof ApiError ? (failure.fieldError('password') ?? failure.message) : String(failure),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <CasinoHome />
      <Modal open onClose={leave} title="Set a new password">
        <form className="form" onSubmit={submit} noValidate>
          <label htmlFor={passwordId}>New password</label>
          <input
            id={passwordId}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <label htmlFor={confirmationId}>Confirm new password</label>
          <input
            id={confirmationId}
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? 'Saving...' : 'Save password'}
          </button>
        </form>
      </Modal>
    </>
  );
}
