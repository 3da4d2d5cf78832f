import { useEffect, useState } from 'react';
import { getTransport } from '../../../api/api';
import { MOBILE_WIDTH, useWindowWidth } from '../../../hooks/breakpoint';
import { signInWithMetaMask } from './metamask-login';
import '../auth.css';

/** In sim mode a demo wallet stands in for the extension; it is loaded only when the button is on screen. */
async function ensureDemoWallet(): Promise<void> {
  if (getTransport().kind !== 'sim') return;
  const { installEmulatedWallet } = await import('./emulated-wallet');
  installEmulatedWallet();
}

/** 'Sign in with MetaMask', shown only on windows wider than 991 px (platform.md §2). */
export function MetaMaskButton() {
  const width = useWindowWidth();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void ensureDemoWallet();
  }, []);

  async function signIn() {
    setBusy(true);
    try {
      await ensureDemoWallet();
      await signInWithMetaMask();
    } finally {
      setBusy(false);
    }
  }

  if (width <= MOBILE_WIDTH) return null;
  return (
    <button type="button" className="metamask-button" disabled={busy} onClick={() => void signIn()}>
      Sign in with MetaMask
    </button>
  );
}
