import { memo, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FEED_LIMITS, isLuckyWin, type FeedChannel, type LiveGameEvent } from '@contract/index';
import { useAppStore } from '../../../stores/app-store';
import { useSession } from '../../auth';
import { BetAmount } from '../../bets/BetAmount';
import { betOverviewLink } from '../feed-rules';
import { formatMultiplier } from '../format';
import { PlayerName } from '../PlayerName';
import { useRealtimeSettled } from '../realtime';
import { feedKey, followLiveFeed, useLiveFeed } from './live-feed-store';

/**
 * One row; memoised because a busy feed (50 bets a second) prepends a row per event, and the rows below it keep
 * their event objects: only the new row renders.
 */
const GameRow = memo(function GameRow({ event }: { event: LiveGameEvent }) {
  const { game, metadata } = event;
  const won = game.status === 'win';
  const classes = [
    'live-feed__row',
    won && 'live-feed__row--won',
    isLuckyWin(game.multiplier, won) && 'live-feed__row--lucky',
  ];
  return (
    <tr className={classes.filter(Boolean).join(' ')}>
      <td>
        <PlayerName user={event.user} />
      </td>
      <td>
        <Link to={`/casino/game/${metadata.id}`} className="live-feed__game">
          <img src={metadata.image} alt="" width={20} height={20} />
          {metadata.name}
        </Link>
      </td>
      <td className="live-feed__wide">
        <BetAmount value={game.wager} currency={game.currency} />
      </td>
      <td className="live-feed__wide">{formatMultiplier(game.multiplier)}</td>
      <td className="live-feed__payout">
        <Link to={betOverviewLink(game._id)} className="live-feed__open">
          <BetAmount value={game.profit} currency={game.currency} />
          <span className="visually-hidden"> (open the bet)</span>
        </Link>
      </td>
    </tr>
  );
});

/**
 * What an empty tab says. High rollers stays empty where every bet is smaller than its threshold (the licence's
 * 20 EUR max bet on the in-house games is far below it), so it says what it is waiting for.
 */
function emptyText(channel: FeedChannel): string {
  if (channel === 'high_rollers')
    return `No bets of $${FEED_LIMITS.highRollerUsd} or more yet: high rollers show here.`;
  return 'No bets here yet.';
}

/** The rows of a game tab: user, game, bet, multiplier, payout; each opens the bet's overview. */
export function GameRows({ channel }: { channel: FeedChannel }) {
  const settled = useRealtimeSettled();
  const count = useAppStore((state) => state.liveFeedEntries);
  const meId = useSession((session) => session.user?._id ?? null);
  const [attempt, setAttempt] = useState(0);
  useEffect(
    () => (settled ? followLiveFeed({ channel, count, meId }) : undefined),
    [settled, channel, count, meId, attempt],
  );
  const feed = useLiveFeed();
  // Until the effect has switched the store over, it still holds the previous tab's rows.
  const current = feed.key === feedKey({ channel, count, meId });
  const rows = current ? feed.rows : [];

  if (current && feed.status === 'error') {
    return (
      <div className="live-feed__state" role="alert">
        <p>{feed.message}</p>
        <button type="button" className="button" onClick={() => setAttempt((value) => value + 1)}>
          Try again
        </button>
      </div>
    );
  }
  if (rows.length === 0) {
    const loading = !current || feed.status !== 'ready';
    return (
      <p className="live-feed__state" role="status">
        {loading ? 'Loading live bets…' : emptyText(channel)}
      </p>
    );
  }
  return (
    <table className="live-feed__table" aria-busy={feed.status === 'loading'}>
      <thead>
        <tr>
          <th scope="col">User</th>
          <th scope="col">Game</th>
          <th scope="col" className="live-feed__wide">
            Bet
          </th>
          <th scope="col" className="live-feed__wide">
            Multiplier
          </th>
          <th scope="col" className="live-feed__payout">
            Payout
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((event) => (
          <GameRow key={event.game._id} event={event} />
        ))}
      </tbody>
    </table>
  );
}
