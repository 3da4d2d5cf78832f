/**
 * Registers the service worker once the browser is idle after the first paint (DeferredSlots loads this), so
 * that neither the registration nor workbox-window weighs on the first load. Only production builds have a
 * worker: the dev server's modules change under it.
 */
import { useEffect } from 'react';
import { getTransport } from '../../api/api';
import { pwaToasts } from './pwa-toasts';
import { startServiceWorker } from './service-worker';

/** The worker's file, written by the build beside index.html (vite-plugin-pwa's default name). */
const SERVICE_WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;

let started = false;

export function PwaSlot() {
  useEffect(() => {
    if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    started = true;
    const notices = pwaToasts({ playsOffline: getTransport().kind === 'sim' });
    void import('workbox-window').then(({ Workbox }) =>
      startServiceWorker(new Workbox(SERVICE_WORKER_URL, { scope: import.meta.env.BASE_URL }), notices),
    );
  }, []);
  return null;
}
