// @vitest-environment jsdom
/**
 * The mute notice reads the server's clock, not the browser's: `mute` is a server time (the sim clock, which
 * QA steps or runs faster, or a real server's clock), so it is compared with the server's time as the answers
 * tell it (src/app/api/server-clock.ts), and the notice lifts itself when the mute runs out on that clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { recordServerTime } from '../../../src/app/api/server-clock';
import { renderChat, resetChat, setServerTime } from './fakes';

const MINUTE = 60_000;
const textArea = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const notice = () => screen.queryByText(/^You are muted until/);

beforeEach(() => {
  resetChat();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the mute notice on the server's clock", () => {
  it("is gone when the mute has run out on the server's clock, though the browser's says it has not", async () => {
    // Muted for 5 minutes, and the sim clock was advanced 6 minutes since.
    resetChat({ user: { mute: Date.now() + 5 * MINUTE } });
    setServerTime(Date.now() + 6 * MINUTE);
    await renderChat();
    expect(notice()).toBeNull();
    expect(textArea().readOnly).toBe(false);
  });

  it("stays while the mute lasts on the server's clock, though the browser's says it is over", async () => {
    // The server's clock is 10 minutes behind the browser's; the mute ends in 9 minutes of it.
    resetChat({ user: { mute: Date.now() - MINUTE } });
    setServerTime(Date.now() - 10 * MINUTE);
    await renderChat();
    expect(notice()).not.toBeNull();
    expect(textArea().readOnly).toBe(true);
  });

  it("uses the browser's clock only until an answer has told the server's time", async () => {
    resetChat({ user: { mute: Date.now() + MINUTE } });
    await renderChat();
    expect(notice()).not.toBeNull();
    // A later answer says the server is past the mute.
    act(() => recordServerTime(Date.now() + 2 * MINUTE));
    expect(notice()).toBeNull();
    expect(textArea().readOnly).toBe(false);
  });

  it("lifts itself when the mute runs out on the server's clock, on a timer", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // The server's clock is an hour ahead; the mute ends 3 seconds from the last answer on it.
    const server = Date.now() + 60 * MINUTE;
    resetChat({ user: { mute: server + 3_000 } });
    setServerTime(server);
    await renderChat();
    expect(notice()).not.toBeNull();
    act(() => vi.advanceTimersByTime(2_000));
    expect(notice()).not.toBeNull();
    act(() => vi.advanceTimersByTime(2_000));
    expect(notice()).toBeNull();
    expect(textArea().readOnly).toBe(false);
  });
});
