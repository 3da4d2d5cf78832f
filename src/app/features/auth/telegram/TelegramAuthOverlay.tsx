import { useEffect, useState } from 'react';
import { getTransport } from '../../../api/api';
import { emulateTelegramWebApp, isTelegramMode, signInFromTelegram } from './telegram';
import '../auth.css';

/** One attempt per page load, whatever React does with effects and remounts. */
let attempted = false;

function shouldSignIn(): boolean {
  if (attempted) return false;
  if (getTransport().kind === 'sim') emulateTelegramWebApp();
  return isTelegramMode();
}

/** The waiting overlay of Telegram mode: shown while the Telegram user is signed in. */
export function TelegramAuthOverlay() {
  const [waiting, setWaiting] = useState(shouldSignIn);

  useEffect(() => {
    if (!waiting || attempted) return;
    attempted = true;
    void signInFromTelegram().finally(() => setWaiting(false));
  }, [waiting]);

  if (!waiting) return null;
  return (
    <div className="telegram-overlay" role="status" aria-live="polite">
      <span className="auth-spinner" aria-hidden="true" />
      <p>Signing in with Telegram…</p>
    </div>
  );
}
