/**
 * The service worker's life seen from the page (the worker itself is generated at build: scripts/pwa/vite-pwa.ts),
 * on workbox-window: registers it, says once that the app now works offline, offers a waiting new build, and
 * asks the server for a new build every hour, since a tab left open never navigates (which is when browsers
 * look).
 *
 * The reload follows Workbox's recipe rather than virtual:pwa-register's: that one reloads only when the page was
 * already controlled when it registered, so a tab open since its first visit (controlled later, by the worker's
 * clients.claim) sent the skip-waiting message on Reload and then stayed as it was.
 */
import type { Workbox } from 'workbox-window';

/** The part of workbox-window's Workbox used here (a fake in tests). */
export type WorkboxLike = Pick<Workbox, 'addEventListener' | 'register' | 'messageSkipWaiting' | 'update'>;

/** What the player is told (pwa-toasts.ts). */
export interface PwaNotices {
  offlineReady(): void;
  /** `reload` activates the waiting worker and reloads the page once that worker controls it. */
  updateAvailable(reload: () => void): void;
}

/** How often an open tab asks whether a new build is out. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface PageEnvironment {
  /** False offline, where a check could only fail. */
  online(): boolean;
  every(ms: number, work: () => void): void;
  reload(): void;
}

const browserPage: PageEnvironment = {
  online: () => navigator.onLine,
  every: (ms, work) => void setInterval(work, ms),
  reload: () => window.location.reload(),
};

export function startServiceWorker(
  workbox: WorkboxLike,
  notices: PwaNotices,
  page: PageEnvironment = browserPage,
): void {
  let offlineAnnounced = false;
  let reloadRequested = false;

  const reload = () => {
    if (reloadRequested) return;
    reloadRequested = true;
    // Only now: the first worker's clients.claim also changes the controller, and must not reload the page.
    workbox.addEventListener('controlling', () => page.reload());
    workbox.messageSkipWaiting();
  };

  workbox.addEventListener('installed', (event) => {
    // The first worker this browser installs has precached the build; an update's install is no news.
    if (event.isUpdate || event.isExternal || offlineAnnounced) return;
    offlineAnnounced = true;
    notices.offlineReady();
  });
  // A new build's worker, installed here or by another tab, or left waiting by an earlier visit.
  workbox.addEventListener('waiting', () => notices.updateAvailable(reload));

  workbox
    .register({ immediate: true })
    .then((registration) => {
      if (!registration) return;
      page.every(UPDATE_CHECK_INTERVAL_MS, () => {
        if (page.online()) workbox.update().catch(() => {});
      });
    })
    // No worker (a private window that forbids them, an insecure origin): the app works online as before.
    .catch(() => {});
}
