/**
 * The page's side of the service worker: offline-ready said once, a waiting build offered, Reload activating it
 * and reloading only once it controls the page, hourly checks for a new build while online.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  startServiceWorker,
  UPDATE_CHECK_INTERVAL_MS,
  type PageEnvironment,
  type PwaNotices,
  type WorkboxLike,
} from '../../../src/app/features/pwa/service-worker';

type Listener = (event: { isUpdate?: boolean; isExternal?: boolean }) => void;

/** workbox-window's Workbox as far as the app uses it; `emit` plays the worker's lifecycle events. */
function fakeWorkbox({ registered = true } = {}) {
  const listeners = new Map<string, Listener[]>();
  return {
    addEventListener: vi.fn((type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }),
    register: vi.fn(async () => (registered ? {} : undefined)),
    messageSkipWaiting: vi.fn(),
    update: vi.fn(async () => {}),
    emit(type: string, event: Parameters<Listener>[0] = {}) {
      listeners.get(type)?.forEach((listener) => listener(event));
    },
  };
}

function start(workbox = fakeWorkbox()) {
  const notices = { offlineReady: vi.fn(), updateAvailable: vi.fn() } satisfies PwaNotices;
  const checks: Array<() => void> = [];
  const page = {
    online: vi.fn(() => true),
    every: vi.fn((_ms: number, work: () => void) => void checks.push(work)),
    reload: vi.fn(),
  } satisfies PageEnvironment;
  startServiceWorker(workbox as unknown as WorkboxLike, notices, page);
  const reloadOffered = () => notices.updateAvailable.mock.calls.at(-1)![0] as () => void;
  return { workbox, notices, page, checks, reloadOffered };
}

describe('startServiceWorker', () => {
  it('registers at once, without waiting for the load event (the page is idle already)', () => {
    const { workbox } = start();
    expect(workbox.register).toHaveBeenCalledWith({ immediate: true });
  });

  it('says the app works offline when the first worker has installed, and only once', () => {
    const { workbox, notices } = start();
    workbox.emit('installed', {});
    workbox.emit('installed', {});
    expect(notices.offlineReady).toHaveBeenCalledTimes(1);
  });

  it('says nothing of the kind for an update or for a worker another tab installed', () => {
    const { workbox, notices } = start();
    workbox.emit('installed', { isUpdate: true });
    workbox.emit('installed', { isExternal: true });
    expect(notices.offlineReady).not.toHaveBeenCalled();
  });

  it('offers a waiting worker; Reload sends skip-waiting and reloads once the new worker controls the page', () => {
    const { workbox, notices, page, reloadOffered } = start();
    workbox.emit('waiting');
    expect(notices.updateAvailable).toHaveBeenCalledTimes(1);

    reloadOffered()();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(page.reload).not.toHaveBeenCalled();
    workbox.emit('controlling');
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker takes control (clients.claim) and nobody asked', () => {
    const { workbox, page } = start();
    workbox.emit('installed', {});
    workbox.emit('controlling');
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('sends skip-waiting once however often Reload is pressed', () => {
    const { workbox, reloadOffered } = start();
    workbox.emit('waiting');
    reloadOffered()();
    reloadOffered()();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('checks for a new build every hour once registered, and not while offline', async () => {
    const { workbox, page, checks } = start();
    await vi.waitFor(() =>
      expect(page.every).toHaveBeenCalledWith(UPDATE_CHECK_INTERVAL_MS, expect.any(Function)),
    );
    checks[0]!();
    expect(workbox.update).toHaveBeenCalledTimes(1);
    page.online.mockReturnValue(false);
    checks[0]!();
    expect(workbox.update).toHaveBeenCalledTimes(1);
  });

  it('schedules no check when there is no worker, and a refused registration does not throw', async () => {
    const { page } = start(fakeWorkbox({ registered: false }));
    const refused = fakeWorkbox();
    refused.register.mockRejectedValue(new Error('SecurityError'));
    const second = start(refused);
    await Promise.resolve();
    await Promise.resolve();
    expect(page.every).not.toHaveBeenCalled();
    expect(second.page.every).not.toHaveBeenCalled();
  });
});
