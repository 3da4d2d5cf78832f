/** How the widget writes a match's running clock and its period (the contract gives seconds of play). */
import type { Match } from '@contract/sports';

/** '67:05' from seconds of play. */
export function formatPlayClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** What a period is called in each sport family (halves, quarters, thirds, sets); 'Period' for the rest. */
const PERIOD_NAMES: Readonly<Record<number, string>> = {
  1: 'Half',
  2: 'Quarter',
  4: 'Period',
  5: 'Set',
  6: 'Half',
  20: 'Game',
  29: 'Half',
  109: 'Map',
  300: 'Half',
};

export const periodNameOf = (sportId: number) => PERIOD_NAMES[sportId] ?? 'Period';

/** 'Half 2', 'Break after Quarter 1', 'Full time', 'Starts 18:30'. */
export function periodLabel(
  match: Pick<Match, 'sportId' | 'status' | 'period' | 'inBreak' | 'startsAt'>,
): string {
  const name = periodNameOf(match.sportId);
  if (match.status === 'ended') return 'Full time';
  if (match.status === 'cancelled') return 'Cancelled';
  if (match.status === 'scheduled') {
    const time = new Date(match.startsAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
    return `Starts ${time}`;
  }
  return match.inBreak ? `Break after ${name} ${match.period}` : `${name} ${match.period}`;
}
