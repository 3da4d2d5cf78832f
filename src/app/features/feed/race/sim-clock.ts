/**
 * The server's clock seen from the client. The sim clock may run faster than real time (or be stepped by a
 * script), so the race countdown cannot simply count down in real seconds: each answer carries the server's
 * `now`, and the client keeps a few (server, local) samples, measures the rate between them, and predicts the
 * server's time from the latest sample. The median rate ignores one jump of a stepped clock.
 */
export interface ClockSample {
  server: number;
  local: number;
}

const SAMPLES_KEPT = 5;
/** Samples closer than this in real time are too noisy to measure a rate from. */
const MIN_GAP_MS = 5_000;

export function addSample(samples: readonly ClockSample[], sample: ClockSample): ClockSample[] {
  return [...samples, sample].slice(-SAMPLES_KEPT);
}

/** Sim milliseconds per real millisecond: 1 until two samples far enough apart tell otherwise. */
export function clockRate(samples: readonly ClockSample[]): number {
  const rates: number[] = [];
  for (let index = 1; index < samples.length; index++) {
    const [before, after] = [samples[index - 1]!, samples[index]!];
    const gap = after.local - before.local;
    if (gap >= MIN_GAP_MS) rates.push(Math.max(0, (after.server - before.server) / gap));
  }
  if (rates.length === 0) return 1;
  rates.sort((a, b) => a - b);
  const middle = Math.floor(rates.length / 2);
  return rates.length % 2 ? rates[middle]! : (rates[middle - 1]! + rates[middle]!) / 2;
}

/** The server's time now, predicted from the samples (null before the first). */
export function serverNow(samples: readonly ClockSample[], localNow: number): number | null {
  const last = samples.at(-1);
  if (!last) return null;
  // A render may use a tick older than the latest sample: never predict a time before what the server said.
  return last.server + Math.max(0, localNow - last.local) * clockRate(samples);
}
