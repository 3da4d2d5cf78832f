/**
 * The browser's offer to install the app (Chromium's beforeinstallprompt), kept from the moment the page loads:
 * the browser makes it once per page, often before any lazy code is there. The footer's Install App entry
 * (InstallAppEntry) makes it when the player asks. Small on purpose: it is part of the first bundle.
 */
import { useSyncExternalStore } from 'react';

/** The event's interface, which TypeScript's DOM types lack (it is not a standard). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | null) {
  offer = next;
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The app's own entry makes the offer: no mini-infobar of the browser's over the page.
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useInstallOffered = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );

/** Shows the browser's install dialog. An offer can be made once: the entry goes, whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const current = offer;
  if (!current) return 'unavailable';
  setOffer(null);
  await current.prompt();
  return (await current.userChoice).outcome;
}
