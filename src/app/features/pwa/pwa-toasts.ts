/** The service worker's notices as toasts (sonner, as every notice of the app). */
import { toast } from 'sonner';
import type { PwaNotices } from './service-worker';

export const PWA_TEXTS = {
  offlineReady: 'Ready to work offline',
  offlineReadyDetail: 'The casino now opens and plays without a connection.',
  updateAvailable: 'A new version is available',
  updateAvailableDetail: 'Reload to use the latest version.',
  reload: 'Reload',
} as const;

/** One update toast at a time, whatever the number of times the worker says so. */
const UPDATE_TOAST_ID = 'pwa-update';

export const pwaToasts: PwaNotices = {
  offlineReady() {
    toast.success(PWA_TEXTS.offlineReady, { description: PWA_TEXTS.offlineReadyDetail });
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
};
