import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError, updateEmailBodySchema } from '@contract/index';
import { api } from '../api/api';
import { useSession } from '../features/auth';
import { Modal } from '../components/modal';

/** The update-email form (POST /api/user/updateEmail), validated with the contract's schema. */
export function ChangeEmailModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateEmailBodySchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const { user } = await api('POST /api/user/updateEmail', parsed.data);
      useSession.setState({ user });
      toast.success('Your email address was changed.');
      onClose();
    } catch (failure) {
      setError(
        failure instanceof ApiError ? (failure.fieldError('email') ?? failure.message) : String(failure),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title="Change email">
      <form className="form" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>New email</label>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className="form__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save email'}
        </button>
      </form>
    </Modal>
  );
}
