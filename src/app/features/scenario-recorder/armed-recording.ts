/**
 * A recording starts in a fresh world, so that a replay from the same seed and start answers the same: the
 * panel arms it and reloads the page on a new seed; the transport that boots next takes it and records from
 * its first call (scenario-hook.ts). Kept for this tab only.
 */
import type { WorldRates } from '@contract/index';

export const ARMED_KEY = 'betkings:scenario-recording';

export interface ArmedRecording {
  name: string;
  seed: string;
  /** The fresh world's clock at its creation: a whole second, for readable files. */
  startMs: number;
  world: false | Partial<WorldRates>;
}

/** Arms a recording in a fresh world of its own seed and reloads the page into it. */
export function armRecording(world: boolean): void {
  const startMs = Math.floor(Date.now() / 1_000) * 1_000;
  const stamp = new Date(startMs).toISOString().slice(0, 19).replace(/[-:T]/g, '');
  const armed: ArmedRecording = {
    name: `recording-${stamp}`,
    seed: `rec-${stamp}-${Math.random().toString(36).slice(2, 6)}`,
    startMs,
    // A crowd at its default rates, as a world booted with the crowd on has.
    world: world ? {} : false,
  };
  sessionStorage.setItem(ARMED_KEY, JSON.stringify(armed));
  const url = new URL(window.location.href);
  url.searchParams.set('transport', 'sim');
  url.searchParams.set('seed', armed.seed);
  url.searchParams.set('world', world ? 'on' : 'off');
  window.location.assign(url.toString());
}

/** The recording armed for the world of `seed`, taken once (a later reload boots the world as usual). */
export function takeArmedRecording(seed: string): ArmedRecording | null {
  if (typeof sessionStorage === 'undefined') return null;
  const text = sessionStorage.getItem(ARMED_KEY);
  if (text === null) return null;
  sessionStorage.removeItem(ARMED_KEY);
  try {
    const armed = JSON.parse(text) as ArmedRecording;
    return armed.seed === seed ? armed : null;
  } catch {
    return null;
  }
}
