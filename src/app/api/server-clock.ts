/**
 * The server's clock seen from the client: one notion of the server's time for the whole app. The server's
 * clock is not the browser's: the sim clock may run faster than real time or be stepped by a script, and a
 * real server's clock differs from the browser's. So every answer reports the server's time it carried (both
 * transports read the `Date` header, contract/server-time.ts; answers with a `now` add theirs), and this module
 * keeps a few (server, local) samples, measures the rate between them, and predicts the server's time from the
 * latest sample. Whatever compares a server time (a mute's end, the race's end) with "now" asks here.
 */
import { useEffect, useState } from 'react';
import { create } from 'zustand';
import type { ServerTimeReading } from '@contract/index';

export interface ClockSample {
  /** The server's time (ms since the epoch); for a reading to the second, the middle of that second. */
  server: number;
  /** The browser's `Date.now()` when the answer arrived. */
  local: number;
  /** How precise `server` is: 1 ms for a millisecond reading, 1,000 for a `Date` header. */
  resolution?: number;
}

/** Spaced samples kept to measure the rate (plus the latest, which the prediction starts from). */
const SAMPLES_KEPT = 6;
/** Samples closer than this in real time are too noisy to measure a rate from. */
const MIN_GAP_MS = 5_000;
/**
 * Latency and its jitter allowed on top of the readings' resolutions: a pair of samples that real time explains
 * to within this counts as rate 1, so that a `Date` header to the second does not make a real clock drift.
 */
const JITTER_MS = 250;

/**
 * Adds a sample, keeping the history spaced for the rate: while the latest sample is less than MIN_GAP_MS after
 * the one before it, a newer sample replaces it (a burst of answers keeps one spaced sample and the freshest).
 */
export function addSample(samples: readonly ClockSample[], sample: ClockSample): ClockSample[] {
  const last = samples.at(-1);
  const before = samples.at(-2);
  const kept = last && before && last.local - before.local < MIN_GAP_MS ? samples.slice(0, -1) : samples;
  return [...kept, sample].slice(-SAMPLES_KEPT);
}

/**
 * Server milliseconds per real millisecond: 1 until two samples far enough apart tell otherwise. Each pair of
 * neighbours at least MIN_GAP_MS apart measures one rate; the lower median of them is the clock's rate, so a
 * jump of a stepped clock (which only moves forward) does not make the clock look faster, and a stopped clock
 * (a manual sim clock between steps) reads 0.
 */
export function clockRate(samples: readonly ClockSample[]): number {
  const rates: number[] = [];
  for (let index = 1; index < samples.length; index++) {
    const [before, after] = [samples[index - 1]!, samples[index]!];
    const gap = after.local - before.local;
    if (gap < MIN_GAP_MS) continue;
    const moved = after.server - before.server;
    const slack = ((before.resolution ?? 1) + (after.resolution ?? 1)) / 2 + JITTER_MS;
    rates.push(Math.abs(moved - gap) <= slack ? 1 : Math.max(0, moved / gap));
  }
  if (rates.length === 0) return 1;
  rates.sort((a, b) => a - b);
  return rates[Math.floor((rates.length - 1) / 2)]!;
}

/** The server's time at `localNow`, predicted from the samples (null before the first). */
export function predictServerTime(samples: readonly ClockSample[], localNow: number): number | null {
  const last = samples.at(-1);
  if (!last) return null;
  // A render may use a tick older than the latest sample: never predict a time before what the server said.
  return last.server + Math.max(0, localNow - last.local) * clockRate(samples);
}

interface ServerClockState {
  samples: ClockSample[];
}

export const useServerClock = create<ServerClockState>()(() => ({ samples: [] }));

/**
 * Records a server time an answer carried, received at `local` (now by default): a header reading (to its
 * resolution) or a time in an answer's body, such as the leaderboard's `now` (to the millisecond).
 */
export function recordServerTime(
  reading: ServerTimeReading | number | null,
  local: number = Date.now(),
): void {
  if (reading === null) return;
  const { at, resolution } = typeof reading === 'number' ? { at: reading, resolution: 1 } : reading;
  if (!Number.isFinite(at) || !Number.isFinite(local)) return;
  // A reading to the second means some time within it: its middle is at most half a second off.
  const sample = { server: at + (resolution > 1 ? resolution / 2 : 0), local, resolution };
  useServerClock.setState((state) => ({ samples: addSample(state.samples, sample) }));
}

/** The server's time now as predicted; null before any answer. */
export function serverNow(localNow: number = Date.now()): number | null {
  return predictServerTime(useServerClock.getState().samples, localNow);
}

/** Forgets every sample (tests; a switch of transport reloads the page anyway). */
export function resetServerClock(): void {
  useServerClock.setState({ samples: [] });
}

const NO_SAMPLES: ClockSample[] = [];

/**
 * The server's time as predicted, re-evaluated every `tickMs` and whenever an answer brings a sample; null
 * before any answer.
 */
export function useServerNow(tickMs = 1_000): number | null {
  const samples = useServerClock((state) => state.samples);
  const [localNow, setLocalNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setLocalNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return predictServerTime(samples, localNow);
}

/**
 * Whether the server's clock has reached `at` (true for null), re-evaluated every `tickMs` until it has and
 * whenever an answer brings a sample. Before any answer has told the server's time, the browser's stands in.
 */
export function useServerTimeReached(at: number | null, tickMs = 1_000): boolean {
  const samples = useServerClock((state) => (at === null ? NO_SAMPLES : state.samples));
  const [localNow, setLocalNow] = useState(Date.now);
  const reached = at === null || (predictServerTime(samples, localNow) ?? localNow) >= at;
  useEffect(() => {
    if (reached) return;
    const timer = setInterval(() => setLocalNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [reached, tickMs]);
  return reached;
}
