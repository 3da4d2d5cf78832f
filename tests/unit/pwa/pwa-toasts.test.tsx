// @vitest-environment jsdom
/** The service worker's notices as the player sees them: the offline-ready toast and the update offer. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PWA_TEXTS, pwaToasts } from '../../../src/app/features/pwa/pwa-toasts';

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

describe('pwaToasts', () => {
  it('says the app is ready to work offline, and plays offline with the sim', async () => {
    render(<Toaster />);
    act(() => pwaToasts({ playsOffline: true }).offlineReady());
    expect(await screen.findByText(PWA_TEXTS.offlineReady)).toBeTruthy();
    expect(screen.getByText(PWA_TEXTS.offlineReadyDetail)).toBeTruthy();
  });

  it('promises no offline play against a real server', async () => {
    render(<Toaster />);
    act(() => pwaToasts({ playsOffline: false }).offlineReady());
    expect(await screen.findByText(PWA_TEXTS.offlineShellDetail)).toBeTruthy();
    expect(screen.queryByText(PWA_TEXTS.offlineReadyDetail)).toBeNull();
  });

  it('offers a new version once, whatever the number of offers, with a Reload that starts it', async () => {
    render(<Toaster />);
    const reload = vi.fn();
    const notices = pwaToasts({ playsOffline: true });
    act(() => notices.updateAvailable(reload));
    act(() => notices.updateAvailable(reload));
    expect(await screen.findAllByText(PWA_TEXTS.updateAvailable)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: PWA_TEXTS.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
