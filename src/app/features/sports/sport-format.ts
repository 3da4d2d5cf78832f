/** How the sport screens write a match's time: the play clock, the period and the kick-off. */
import type { Match } from '@contract/sports';

const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds of play as minutes and seconds: 4,023 s is '67:03'. */
export function formatPlayClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** What a sport calls its periods (operator choice: the spec names none). */
const PERIOD_WORDS: Readonly<Record<number, { short: string; long: string }>> = {
  1: { short: 'H', long: 'Half' },
  29: { short: 'H', long: 'Half' },
  6: { short: 'H', long: 'Half' },
  300: { short: 'H', long: 'Half' },
  2: { short: 'Q', long: 'Quarter' },
  16: { short: 'Q', long: 'Quarter' },
  4: { short: 'P', long: 'Period' },
  5: { short: 'S', long: 'Set' },
  20: { short: 'S', long: 'Set' },
  23: { short: 'S', long: 'Set' },
  31: { short: 'S', long: 'Set' },
  3: { short: 'I', long: 'Inning' },
};
const GENERIC_PERIOD = { short: 'P', long: 'Period' };

export const periodWords = (sportId: number) => PERIOD_WORDS[sportId] ?? GENERIC_PERIOD;

const ordinal = (value: number) => {
  const suffix =
    value % 100 >= 11 && value % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
  return `${value}${suffix}`;
};

/** The period in play as a scoreboard writes it: '2nd Half', 'Break after 1st Quarter', 'Ended'. */
export function periodLabel(match: Pick<Match, 'sportId' | 'status' | 'period' | 'inBreak'>): string {
  const { long } = periodWords(match.sportId);
  switch (match.status) {
    case 'scheduled':
      return 'Not started';
    case 'ended':
      return 'Ended';
    case 'cancelled':
      return 'Cancelled';
    case 'live':
      if (match.inBreak)
        return long === 'Half' ? 'Half-time' : `Break after ${ordinal(match.period)} ${long}`;
      return `${ordinal(Math.max(1, match.period))} ${long}`;
  }
}

/** A period's column heading in the periods table: 'H1', 'Q3', 'S2'. */
export const periodHeading = (sportId: number, index: number) => `${periodWords(sportId).short}${index + 1}`;

const DAY_MS = 86_400_000;
const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const date = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });

const dayStart = (at: number) => {
  const day = new Date(at);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
};

/** A kick-off as the lists write it, relative to the server's `now`: 'Today 18:30', 'Tomorrow 09:00', 'Sat 14 Jun 18:30'. */
export function formatKickOff(startsAt: number, now: number): string {
  const days = Math.round((dayStart(startsAt) - dayStart(now)) / DAY_MS);
  const clock = time.format(startsAt);
  if (days === 0) return `Today ${clock}`;
  if (days === 1) return `Tomorrow ${clock}`;
  return `${date.format(startsAt)} ${clock}`;
}

/** Time until a kick-off: 'in 12 min', 'in 3 h 05 min'; 'starting' once it is due. */
export function formatCountdown(startsAt: number, now: number): string {
  const minutes = Math.ceil((startsAt - now) / 60_000);
  if (minutes <= 0) return 'starting';
  if (minutes < 60) return `in ${minutes} min`;
  return `in ${Math.floor(minutes / 60)} h ${pad(minutes % 60)} min`;
}
