import { gameInfo, type BetRecord } from '@contract/index';
import { BetAmount, formatMultiplier } from './BetAmount';
import { openBetOverview } from './bet-overview-store';
import './bets.css';

export interface BetListProps {
  bets: readonly BetRecord[];
  /** The next page is on its way: the rows stay, marked busy. */
  busy?: boolean;
}

/** Bets as a table of game, player, bet, multiplier and payout; a row's game opens the bet overview. */
export function BetList({ bets, busy = false }: BetListProps) {
  return (
    <table className="bets__table" aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">Game</th>
          <th scope="col">Player</th>
          <th scope="col">Bet</th>
          <th scope="col">Multiplier</th>
          <th scope="col">Payout</th>
        </tr>
      </thead>
      <tbody>
        {bets.map((bet) => (
          <tr key={bet.id} className={bet.profit > 0 ? 'bets__row bets__row--won' : 'bets__row'}>
            <td>
              <button type="button" className="bets__open" onClick={() => openBetOverview(bet.id)}>
                {bet.gameName ?? gameInfo(bet.game)?.name ?? bet.game} #{bet.number}
              </button>
            </td>
            <td>{bet.user?.name ?? 'Hidden'}</td>
            <td>
              <BetAmount value={bet.wager} currency={bet.currency} />
            </td>
            <td>{formatMultiplier(bet.multiplier)}</td>
            <td>
              <BetAmount value={bet.payout} currency={bet.currency} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
