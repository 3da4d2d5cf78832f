import { useEffect } from 'react';

const SHOWN_MS = 4_000;

/** A refusal of the provider's server (not enough balance, a closed window), shown a moment over the game. */
export function ErrorToast({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  useEffect(() => {
    if (!message) return undefined;
    const timer = window.setTimeout(onDismiss, SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [message, onDismiss]);
  if (!message) return null;
  return (
    <div className="gp-toast" role="alert">
      <span>{message}</span>
      <button type="button" className="gp-toast__close" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
