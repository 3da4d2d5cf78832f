/** How the staff page writes times, amounts, durations and the staff actions (en-GB dates, exact amounts). */
import { MUTE_MINUTES } from '@contract/index';
import type { SelfExclusionPeriod, StaffAction } from '@contract/admin';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const exact = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 });
const signed = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8, signDisplay: 'exceptZero' });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatTime = (at: number | string) => dateTime.format(new Date(at));
export const formatAmount = (value: number) => exact.format(value);
export const formatDelta = (value: number) => signed.format(value);
export const formatUsd = (value: number) => usd.format(value);

const MINUTE_LABELS: Record<number, string> = {
  5: '5 minutes',
  15: '15 minutes',
  60: '1 hour',
  1440: '1 day',
  10080: '7 days',
  43200: '30 days',
  259200: '180 days',
};

/** A mute's duration as the select offers it: the chat's longest is forever. */
export const muteLabel = (minutes: number) =>
  minutes === MUTE_MINUTES.at(-1) ? 'Forever' : (MINUTE_LABELS[minutes] ?? `${minutes} minutes`);

export const periodLabel = (days: SelfExclusionPeriod) =>
  days === 'forever' ? 'Forever' : days === 1 ? '1 day' : `${days} days`;

/** Until when a mute or an exclusion lasts: a date, or forever. */
export const untilText = (until: number | null, forever = until === null) =>
  forever || until === null ? 'forever' : `until ${formatTime(until)}`;

/** One line for a staff action of the overview's history. */
export function describeAction(action: StaffAction): string {
  switch (action.kind) {
    case 'mute':
      return `Muted in chat for ${muteLabel(action.minutes ?? 0).toLowerCase()}`;
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
