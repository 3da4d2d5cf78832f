/** All time in the sim comes from one clock: real, accelerated (x N) or stepped by a scenario. */
export interface SimClock {
  now(): number;
  /** Present on clocks a script may move: manual and accelerated. */
  advance?(ms: number): void;
  readonly kind: 'real' | 'accelerated' | 'manual';
}

export interface ManualClock extends SimClock {
  advance(ms: number): void;
}

export function createManualClock(startMs: number): ManualClock {
  let now = startMs;
  return {
    kind: 'manual',
    now: () => now,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('A clock only moves forward');
      now += ms;
    },
  };
}

export function createRealClock(): SimClock {
  return { kind: 'real', now: () => Date.now() };
}

/** Runs `rate` times faster than real time from `startMs`; `advance` jumps ahead on top of that. */
export function createAcceleratedClock(
  rate: number,
  startMs?: number,
): SimClock & { advance(ms: number): void } {
  // Real time is read once, so that a clock started now is exactly real time plus its jumps at rate 1.
  const realStart = Date.now();
  const simStart = startMs ?? realStart;
  let jumped = 0;
  return {
    kind: 'accelerated',
    now: () => simStart + (Date.now() - realStart) * rate + jumped,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('A clock only moves forward');
      jumped += ms;
    },
  };
}
