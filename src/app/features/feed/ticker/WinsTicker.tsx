import { useEffect } from 'react';
import { Link } from 'react-router';
import { gameInfo, isLuckyWin, type LatestWinItem } from '@contract/index';
import { betOverviewLink } from '../feed-rules';
import { formatMultiplier, formatUsd } from '../format';
import { useRealtimeSettled } from '../realtime';
import { followWins, useWinsTicker } from './wins-ticker-store';

const titleOf = (item: LatestWinItem) =>
  item.kind === 'trade' ? (item.ticker ?? item.game) : (item.name ?? gameInfo(item.game)?.name ?? item.game);
const linkOf = (item: LatestWinItem) =>
  item.kind === 'trade' ? `/trading/${item.ticker ?? ''}` : betOverviewLink(item._id);

function WinItem({ item }: { item: LatestWinItem }) {
  const lucky = isLuckyWin(item.multiplier);
  return (
    <li className={lucky ? 'wins-ticker__item wins-ticker__item--lucky' : 'wins-ticker__item'}>
      <Link to={linkOf(item)} className="wins-ticker__link">
        <img src={item.image} alt="" width={28} height={28} />
        <span className="wins-ticker__text">
          <span className="wins-ticker__game">{titleOf(item)}</span>
          <span className="wins-ticker__player">{item.player}</span>
        </span>
        <span className="wins-ticker__amount">{formatUsd(item.usdProfit)}</span>
        {lucky && <span className="wins-ticker__badge">Lucky {formatMultiplier(item.multiplier)}</span>}
      </Link>
    </li>
  );
}

/** The latest-wins strip above the feed; lucky wins (10x and more) stand out. */
export function WinsTicker() {
  const settled = useRealtimeSettled();
  useEffect(() => (settled ? followWins() : undefined), [settled]);
  const { status, items } = useWinsTicker();
  if (items.length === 0) {
    // A quiet strip: the feed below says more when something is wrong.
    if (status === 'error' || status === 'ready') return null;
    return (
      <p className="wins-ticker wins-ticker--empty" role="status">
        Loading latest wins…
      </p>
    );
  }
  return (
    <section className="wins-ticker" aria-label="Latest wins">
      <ul className="wins-ticker__list">
        {items.map((item) => (
          <WinItem key={item._id} item={item} />
        ))}
      </ul>
    </section>
  );
}
