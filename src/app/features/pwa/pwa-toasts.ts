/** The service worker's notices as toasts (sonner, as every notice of the app). */
import { toast } from 'sonner';
import type { PwaNotices } from './service-worker';

export const PWA_TEXTS = {
  offlineReady: 'Ready to work offline',
  offlineReadyDetail: 'The casino now opens and plays without a connection.',
  /** Against a real server the page opens offline, but signing in and playing need the server. */
  offlineShellDetail: 'The casino now opens without a connection; playing still needs one.',
  updateAvailable: 'A new version is available',
  updateAvailableDetail: 'Reload to use the latest version.',
  reload: 'Reload',
} as const;

/** One update toast at a time, whatever the number of times the worker says so. */
const UPDATE_TOAST_ID = 'pwa-update';

/** `playsOffline`: the backend runs in the page (the sim), not on a server. */
export const pwaToasts = ({ playsOffline }: { playsOffline: boolean }): PwaNotices => ({
  offlineReady() {
    toast.success(PWA_TEXTS.offlineReady, {
      description: playsOffline ? PWA_TEXTS.offlineReadyDetail : PWA_TEXTS.offlineShellDetail,
    });
  },
  updateAvailable(reload) {
    toast(PWA_TEXTS.updateAvailable, {
      id: UPDATE_TOAST_ID,
      description: PWA_TEXTS.updateAvailableDetail,
      // It stays until the player answers: a new build is not news that can be missed.
      duration: Infinity,
      action: { label: PWA_TEXTS.reload, onClick: reload },
    });
  },
});
