/** The feed's rules on the client (community.md §4, §5, §9): which tab applies, which rows it takes, names. */
import {
  FEED_LIMITS,
  HIDDEN_NAME,
  seesPlayer,
  type FeedUser,
  type LiveChannel,
  type LiveGameEvent,
  type User,
} from '@contract/index';

/** The tab in effect: Mine falls back to All for guests, and the race tab needs the race plugin. */
export function effectiveChannel(chosen: LiveChannel, signedIn: boolean, raceOn: boolean): LiveChannel {
  if (chosen === 'mine' && !signedIn) return 'all';
  if (chosen === 'race' && !raceOn) return 'all';
  return chosen;
}

/** Whether a live event belongs in a game tab (the server filters the history the same way). */
export function belongsTo(event: LiveGameEvent, channel: LiveChannel, meId: string | null): boolean {
  if (channel === 'mine') return meId !== null && event.user._id === meId;
  if (channel === 'high_rollers')
    return !event.game.demo && event.game.bet_usd_converted >= FEED_LIMITS.highRollerUsd;
  return channel === 'all';
}

/**
 * The name a row shows. The server already sends 'Hidden' to whoever may not see a private player; this keeps
 * the rule on screen too, for the viewer's own bets and those with ignore_privacy.
 */
export function shownName(user: FeedUser, viewer: User | null): string {
  return seesPlayer(user, viewer) ? user.name : HIDDEN_NAME;
}

/** `item` first, without an older copy of it, then the rest, at most `max` long. */
export function prepend<T>(list: readonly T[], item: T, idOf: (entry: T) => string, max: number): T[] {
  const id = idOf(item);
  return [item, ...list.filter((entry) => idOf(entry) !== id)].slice(0, max);
}

/** The address that opens a bet's overview on the current page (features/bets reads `?bet=`). */
export const betOverviewLink = (betId: string) => ({ search: `?bet=${encodeURIComponent(betId)}` });
