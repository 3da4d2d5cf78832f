import type { ChatMessage } from '@contract/index';
import { BetAmount, formatMultiplier } from '../../bets/BetAmount';
import { openBetOverview } from '../../bets/bet-overview-store';

/** A shared bet: game and number, multiplier and stake; pressing it opens the bet overview. */
export function GameLink({ data }: { data: ChatMessage['data'] }) {
  const betId = data._id;
  if (!betId) return null;
  return (
    <button type="button" className="chat-game-link" onClick={() => openBetOverview(betId)}>
      <span className="chat-game-link__name">
        {data.name ?? data.game} #{data.id}
      </span>
      <span>{formatMultiplier(data.multiplier ?? 0)}</span>
      {data.currency && <BetAmount value={data.splitTotal ?? 0} currency={data.currency} />}
    </button>
  );
}
