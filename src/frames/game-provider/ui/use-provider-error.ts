import { useCallback, useState } from 'react';
import { ProviderCallError } from '../provider-client';

/**
 * The message of the latest failed call, for ErrorToast: `show(error)` takes what a call threw (a provider's
 * refusal shows its own message), `dismiss()` clears it.
 */
export function useProviderError() {
  const [message, setMessage] = useState<string | null>(null);
  const show = useCallback((error: unknown) => {
    setMessage(error instanceof ProviderCallError ? error.message : 'Something went wrong, try again.');
  }, []);
  const dismiss = useCallback(() => setMessage(null), []);
  return { message, show, dismiss };
}
