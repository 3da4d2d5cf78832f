import { Link } from 'react-router';
import type { ChatMessage } from '@contract/index';
import { BetAmount, formatMultiplier } from '../../bets/BetAmount';

/**
 * A shared bet: game and number, multiplier and stake, linking to `?bet={id}` on the current page, which opens
 * the bet overview (the bets feature's share-link convention).
 */
export function GameLink({ data }: { data: ChatMessage['data'] }) {
  if (!data._id) return null;
  return (
    <Link className="chat-game-link" to={{ search: `?bet=${encodeURIComponent(data._id)}` }}>
      <span className="chat-game-link__name">
        {data.name ?? data.game} #{data.id}
      </span>
      <span>{formatMultiplier(data.multiplier ?? 0)}</span>
      {data.currency && <BetAmount value={data.splitTotal ?? 0} currency={data.currency} />}
    </Link>
  );
}
