// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ConnectionBanner } from '../../../src/app/features/connection';
import { usePreferences } from '../../../src/app/stores/app-store';
import { useConnectionStore } from './fakes/realtime';

vi.mock('../../../src/app/realtime', () => import('./fakes/realtime'));

const TEXT = 'Attempting to connect to the events server...';
const TRADING_TEXT = 'Attempting to connect to the trading server...';

beforeEach(() => {
  vi.useFakeTimers();
  usePreferences.setState({ ignoreConnectionIssues: false });
  useConnectionStore.setState({ events: 'disconnected', trading: null });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('connection banner', () => {
  it('appears only 3 s after load while the events connection is down', () => {
    render(<ConnectionBanner />);
    expect(screen.queryByText(TEXT)).toBeNull();
    act(() => vi.advanceTimersByTime(2_999));
    expect(screen.queryByText(TEXT)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(TEXT)).toBeTruthy();
  });

  it('follows the connection state after the delay', () => {
    useConnectionStore.setState({ events: 'connected' });
    render(<ConnectionBanner />);
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.queryByText(TEXT)).toBeNull();
    act(() => useConnectionStore.setState({ events: 'disconnected' }));
    expect(screen.getByText(TEXT)).toBeTruthy();
    act(() => useConnectionStore.setState({ events: 'connected' }));
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it('shows while pusher-js is still trying to reconnect, not only once it gives up', () => {
    useConnectionStore.setState({ events: 'connected' });
    render(<ConnectionBanner />);
    act(() => vi.advanceTimersByTime(3_000));
    act(() => useConnectionStore.setState({ events: 'connecting' }));
    expect(screen.getByText(TEXT)).toBeTruthy();
  });

  it('has a line for the trading connection when there is one and it is down', () => {
    useConnectionStore.setState({ events: 'connected', trading: 'connecting' });
    render(<ConnectionBanner />);
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByText(TRADING_TEXT)).toBeTruthy();
    expect(screen.queryByText(TEXT)).toBeNull();
    act(() => useConnectionStore.setState({ events: 'disconnected' }));
    expect(screen.getAllByText(/^Attempting to connect/).map((line) => line.textContent)).toEqual([
      TRADING_TEXT,
      TEXT,
    ]);
    act(() => useConnectionStore.setState({ events: 'connected', trading: 'connected' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never shows when connection issues are ignored', () => {
    usePreferences.setState({ ignoreConnectionIssues: true });
    render(<ConnectionBanner />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it("'Don't show again' sets the preference and hides it", () => {
    render(<ConnectionBanner />);
    act(() => vi.advanceTimersByTime(3_000));
    act(() => screen.getByRole('button', { name: "Don't show again" }).click());
    expect(usePreferences.getState().ignoreConnectionIssues).toBe(true);
    expect(screen.queryByText(TEXT)).toBeNull();
  });
});
