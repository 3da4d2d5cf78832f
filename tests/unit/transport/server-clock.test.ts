// @vitest-environment jsdom
/**
 * The app's one notion of the server's time (src/app/api/server-clock.ts): the samples' maths (a rate, a
 * stepped clock, `Date` to the second), and SimTransport reporting the time every answer of the real worker API
 * carries. (HttpTransport's `Date` header: http-transport.test.ts.)
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, readServerTime, serverTimeHeaders } from '@contract/index';
import {
  addSample,
  clockRate,
  predictServerTime,
  recordServerTime,
  resetServerClock,
  serverNow,
  useServerClock,
  type ClockSample,
} from '../../../src/app/api/server-clock';
import { SimTransport } from '../../../src/app/transport/sim-transport';
import { exposeSim } from '../../../src/workers/sim-worker-api';

const samples = () => useServerClock.getState().samples;

beforeEach(resetServerClock);
afterEach(() => {
  vi.useRealTimers();
});

describe('the prediction from samples', () => {
  it('predicts the server clock at its measured rate, ignoring one jump', () => {
    expect(predictServerTime([], 0)).toBeNull();
    expect(clockRate([{ server: 0, local: 0 }])).toBe(1);
    // An accelerated clock (x60): each real 10 s is 10 sim minutes.
    const fast = [0, 1, 2].map((n) => ({ server: 1e9 + n * 600_000, local: n * 10_000 }));
    expect(clockRate(fast)).toBe(60);
    expect(predictServerTime(fast, 21_000)).toBe(1e9 + 1_200_000 + 60_000);
    // A stepped clock stands still between steps; one jump of a day does not make it race.
    const stepped = [
      { server: 0, local: 0 },
      { server: 0, local: 10_000 },
      { server: 86_400_000, local: 20_000 },
      { server: 86_400_000, local: 30_000 },
    ];
    expect(clockRate(stepped)).toBe(0);
    expect(predictServerTime(stepped, 40_000)).toBe(86_400_000);
    // Samples too close in real time measure nothing.
    expect(
      clockRate([
        { server: 0, local: 0 },
        { server: 5000, local: 100 },
      ]),
    ).toBe(1);
  });

  it('keeps a real-time clock at rate 1 across a step forward, and the step in the prediction', () => {
    const day = 86_400_000;
    const stepped = [
      { server: 1e12, local: 0 },
      { server: 1e12 + 10_000, local: 10_000 },
      { server: 1e12 + 20_000 + day, local: 20_000 },
    ];
    expect(clockRate(stepped)).toBe(1);
    expect(predictServerTime(stepped, 25_000)).toBe(1e12 + 25_000 + day);
    // Two fast clocks' pairs and one jump: still the clock's own rate.
    const fast = [0, 1, 2, 3].map((n) => ({ server: n * 600_000 + (n >= 3 ? day : 0), local: n * 10_000 }));
    expect(clockRate(fast)).toBe(60);
  });

  it("reads a real server's Date to the second as real time, not as a drifting clock", () => {
    // A server 42.7 s ahead of the browser; its Date headers name whole seconds, with some latency.
    const offset = 42_700;
    let history: ClockSample[] = [];
    for (const [local, latency] of [
      [0, 80],
      [5_300, 20],
      [11_900, 300],
      [17_100, 0],
    ] as const) {
      const at = Math.floor((local + offset - latency) / 1000) * 1000;
      history = addSample(history, { server: at + 500, local, resolution: 1000 });
    }
    expect(clockRate(history)).toBe(1);
    expect(Math.abs(predictServerTime(history, 20_000)! - (20_000 + offset))).toBeLessThanOrEqual(1000);
    // A stopped clock (a manual sim clock) is not mistaken for real time, even to the second.
    const stopped = [0, 6_000, 12_000].map((local) => ({ server: 5_000_500, local, resolution: 1000 }));
    expect(clockRate(stopped)).toBe(0);
  });

  it('keeps a spaced history from a burst of answers: one sample per 5 s and the freshest', () => {
    let history: ClockSample[] = [];
    // An answer every 100 ms for 40 s from a clock 60 times faster than real time.
    for (let local = 0; local <= 40_000; local += 100)
      history = addSample(history, { server: 1e12 + local * 60, local });
    expect(history.length).toBeLessThanOrEqual(6);
    expect(history.at(-1)!.local).toBe(40_000);
    for (let index = 1; index < history.length - 1; index++)
      expect(history[index]!.local - history[index - 1]!.local).toBeGreaterThanOrEqual(5_000);
    expect(clockRate(history)).toBe(60);
  });
});

describe('the server clock store', () => {
  it('records readings and body times, and predicts from them; null before the first', () => {
    expect(serverNow()).toBeNull();
    recordServerTime({ at: Date.UTC(2024, 4, 1, 12), resolution: 1000 }, 1_000);
    // A reading to the second stands for the middle of its second.
    expect(serverNow(1_000)).toBe(Date.UTC(2024, 4, 1, 12) + 500);
    recordServerTime(Date.UTC(2024, 4, 1, 12, 0, 0, 900), 1_200);
    expect(serverNow(1_500)).toBe(Date.UTC(2024, 4, 1, 12, 0, 1, 200));
    recordServerTime(null);
    recordServerTime(Number.NaN);
    expect(samples()).toHaveLength(2);
    resetServerClock();
    expect(serverNow()).toBeNull();
  });

  it('reads the Date header, or the sim’s millisecond header first', () => {
    const at = Date.UTC(2024, 4, 1, 12, 0, 7, 250);
    const headers: Partial<Record<string, string>> = serverTimeHeaders(at);
    expect(headers).toEqual({ date: 'Wed, 01 May 2024 12:00:07 GMT', 'x-server-time': String(at) });
    expect(readServerTime((name) => headers[name])).toEqual({ at, resolution: 1 });
    expect(readServerTime((name) => (name === 'date' ? headers.date : null))).toEqual({
      at: Date.UTC(2024, 4, 1, 12, 0, 7),
      resolution: 1000,
    });
    expect(readServerTime(() => null)).toBeNull();
    expect(readServerTime((name) => (name === 'date' ? 'not a date' : null))).toBeNull();
  });
});

describe('SimTransport over the real sim worker API', () => {
  const closers: Array<() => void> = [];
  afterEach(() => {
    for (const close of closers.splice(0)) close();
  });

  function startTransport(clockRate: number): SimTransport {
    const seed = `server-clock-${process.pid}-${Date.now()}-${Math.random()}`;
    const { port1: workerSide, port2: appSide } = new MessageChannel();
    exposeSim(workerSide);
    closers.push(() => {
      appSide.close();
      workerSide.close();
    });
    return new SimTransport(
      { kind: 'sim', seed, clockRate, world: false },
      { endpoint: appSide, realtime: false },
    );
  }

  it("follows the sim clock from its answers' header: 60 times faster, stepped, requests and game calls", async () => {
    // Only Date is faked: the sim's accelerated clock and the server clock's samples both read it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const transport = startTransport(60);
    const control = transport.harness().control;
    const answer = () => transport.request('POST', '/license');

    await answer();
    expect(serverNow()).toBe(await control.now());
    for (let step = 0; step < 2; step++) {
      vi.advanceTimersByTime(10_000);
      await answer();
    }
    expect(clockRate(samples())).toBe(60);
    // Between answers the prediction runs at the sim's rate.
    vi.advanceTimersByTime(1_000);
    expect(serverNow()).toBe(await control.now());

    // QA steps the clock six minutes: the next answer, a refused game call here, tells.
    await control.advance(6 * 60_000);
    await expect(transport.whisper('NoSuchEvent', {})).rejects.toBeInstanceOf(ApiError);
    expect(serverNow()).toBe(await control.now());
    vi.advanceTimersByTime(10_000);
    await answer();
    expect(clockRate(samples())).toBe(60);
    vi.advanceTimersByTime(2_000);
    expect(serverNow()).toBe(await control.now());
  });
});
