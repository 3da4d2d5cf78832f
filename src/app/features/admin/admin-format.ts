/** How the staff page writes times, amounts, durations and the staff actions (en-GB dates, exact amounts). */
import { MUTE_MINUTES, type MuteMinutes } from '@contract/index';
import type { SelfExclusionPeriod, StaffAction } from '@contract/admin';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const exact = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 });
const signed = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8, signDisplay: 'exceptZero' });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatTime = (at: number | string) => dateTime.format(new Date(at));
export const formatAmount = (value: number) => exact.format(value);
export const formatDelta = (value: number) => signed.format(value);
export const formatUsd = (value: number) => usd.format(value);

/** The chat moderators' durations, in the moderator menu's words (its last is forever). */
const MUTE_LABELS: Record<MuteMinutes, string> = {
  5: '5 minutes',
  15: '15 minutes',
  60: '1 hour',
  1440: '1 day',
  10080: '1 week',
  43200: '1 month',
  259200: '6 months',
  52_560_000: 'Forever',
};

export const muteLabel = (minutes: number) => MUTE_LABELS[minutes as MuteMinutes] ?? `${minutes} minutes`;

/** "for 1 hour", or "forever" for the longest mute. */
export const muteSpan = (minutes: number) =>
  minutes === MUTE_MINUTES.at(-1) ? 'forever' : `for ${muteLabel(minutes)}`;

export const periodLabel = (days: SelfExclusionPeriod) =>
  days === 'forever' ? 'Forever' : days === 1 ? '1 day' : `${days} days`;

/** Until when a mute or an exclusion lasts: a date, or forever. */
export const untilText = (until: number | null, forever = until === null) =>
  forever || until === null ? 'forever' : `until ${formatTime(until)}`;

/** One line for a staff action of the overview's history. */
export function describeAction(action: StaffAction): string {
  switch (action.kind) {
    case 'mute':
      return `Muted in chat ${muteSpan(action.minutes ?? 0)}`;
    case 'unmute':
      return 'Unmuted in chat';
    case 'selfExclude':
      return `Self-excluded ${untilText(action.until ?? null)}`;
    case 'liftSelfExclusion':
      return 'Self-exclusion lifted';
    case 'signOut':
      return `Signed out of ${action.sessions ?? 0} session${action.sessions === 1 ? '' : 's'}`;
    case 'adjustment':
      return `Balance adjusted by ${formatDelta(action.amount ?? 0)} ${(action.currency ?? '').toUpperCase()}: ${action.reason ?? ''}`;
  }
}
