// @vitest-environment jsdom
/** The footer's Install App entry: there only while the browser offers to install, and the offer is made once. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallAppEntry } from '../../../src/app/features/pwa';
import { promptInstall } from '../../../src/app/features/pwa/install-offer';

/** Chromium's beforeinstallprompt, with the player's answer. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

const entry = () => screen.queryByRole('button', { name: 'Install App' });

afterEach(() => {
  act(() => void window.dispatchEvent(new Event('appinstalled')));
  cleanup();
});

describe('InstallAppEntry', () => {
  it('is hidden while the browser offers nothing', async () => {
    render(<InstallAppEntry />);
    expect(entry()).toBeNull();
    expect(await promptInstall()).toBe('unavailable');
  });

  it('appears with the offer, keeps the browser from showing its own, and prompts once when pressed', async () => {
    render(<InstallAppEntry />);
    const offer = offerInstall();
    expect(offer.defaultPrevented).toBe(true);
    fireEvent.click(entry()!);
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(entry()).toBeNull();
  });

  it('reports the player’s answer', async () => {
    offerInstall('dismissed');
    expect(await promptInstall()).toBe('dismissed');
  });

  it('goes when the app is installed by other means (the browser’s own menu)', () => {
    render(<InstallAppEntry />);
    offerInstall();
    expect(entry()).not.toBeNull();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(entry()).toBeNull();
  });
});
