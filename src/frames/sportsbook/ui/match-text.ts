/** How the sportsbook words a match's state: its period and minute in play, or when it starts. */
import type { Match } from '@contract/sports';

const ordinal = (value: number) => {
  const suffix =
    value % 10 === 1 && value !== 11
      ? 'st'
      : value % 10 === 2 && value !== 12
        ? 'nd'
        : value % 10 === 3 && value !== 13
          ? 'rd'
          : 'th';
  return `${value}${suffix}`;
};

/** Seconds played at `now`: the running clock moves on from its last reading. */
export const playedSeconds = (match: Match, readAt: number, now: number) =>
  match.clockRunning ? match.clock + Math.max(0, Math.floor((now - readAt) / 1000)) : match.clock;

/** "2nd · 67'" while running (the period in play and the minute of the match), 'Break' between periods. */
export function liveText(match: Match, seconds: number): string {
  if (match.inBreak) return 'Break';
  return `${ordinal(match.period)} · ${Math.floor(seconds / 60) + 1}'`;
}

const DAY_MS = 86_400_000;
const time = (at: number) => new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** 'Today 18:30', 'Tomorrow 09:00', 'Sat 12 Jul 18:30', by the server's day. */
export function startText(startsAt: number, now: number): string {
  const dayOf = (at: number) => Math.floor(at / DAY_MS);
  const days = dayOf(startsAt) - dayOf(now);
  if (days === 0) return `Today ${time(startsAt)}`;
  if (days === 1) return `Tomorrow ${time(startsAt)}`;
  const date = new Date(startsAt).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  return `${date} ${time(startsAt)}`;
}

export const matchName = (match: Match) => `${match.home.name} v ${match.away.name}`;
