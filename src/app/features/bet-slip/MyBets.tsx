import { formatOdds } from '@contract/odds';
import { SPORT_BET_STATUS, type SportBet, type SportBetStatus } from '@contract/sport-bets';
import { usePreferences } from '../../stores/app-store';
import { openAuthModal } from '../auth/auth-modal-store';
import { formatPositionAmount } from '../trading/positions/money';
import { loadMyBets, useMyBets } from './my-bets-store';
import './my-bets.css';

/** platform.md §4 bet slip statuses. */
export const BET_STATUS_LABELS: Record<SportBetStatus, string> = {
  [SPORT_BET_STATUS.pending]: 'Pending',
  [SPORT_BET_STATUS.refunded]: 'Refunded',
  [SPORT_BET_STATUS.won]: 'Won',
  [SPORT_BET_STATUS.lost]: 'Lost',
};

const time = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

function StatusBadge({ status }: { status: SportBetStatus }) {
  return (
    <span className={`bet-status bet-status--${status}`} data-status={status}>
      {BET_STATUS_LABELS[status]}
    </span>
  );
}

function BetCard({ bet }: { bet: SportBet }) {
  const format = usePreferences((state) => state.oddsFormat);
  const pending = bet.status === SPORT_BET_STATUS.pending;
  const title = bet.kind === 'multi' ? `Multi (${bet.selections.length})` : 'Single';
  return (
    <li className="my-bet" aria-label={`${title}, ${BET_STATUS_LABELS[bet.status]}`}>
      <div className="my-bet__head">
        <strong>{title}</strong>
        {bet.demo && <span className="slip-row__tag">Demo</span>}
        <span className="my-bet__time">{time.format(bet.createdAt)}</span>
        <StatusBadge status={bet.status} />
      </div>
      <ul className="my-bet__selections">
        {bet.selections.map((selection) => (
          <li key={selection.optionId} className="my-bet__selection">
            <div className="slip-row__what">
              <span className="slip-row__option">{selection.optionName}</span>
              <span className="slip-row__match">
                {selection.matchName} · {selection.marketName}
              </span>
            </div>
            <span className="my-bet__odds">{formatOdds(selection.odds, format)}</span>
            {bet.kind === 'multi' && <StatusBadge status={selection.status} />}
          </li>
        ))}
      </ul>
      <dl className="my-bet__facts">
        <div>
          <dt>Odds</dt>
          <dd>{formatOdds(bet.odds, format)}</dd>
        </div>
        <div>
          <dt>Stake</dt>
          <dd>{formatPositionAmount(bet.stake, bet.currency)}</dd>
        </div>
        <div>
          <dt>{pending ? 'To win' : 'Payout'}</dt>
          <dd data-tone={bet.status === SPORT_BET_STATUS.won ? 'up' : undefined}>
            {formatPositionAmount(pending ? bet.stake * bet.odds : bet.payout, bet.currency)}
          </dd>
        </div>
      </dl>
    </li>
  );
}

function BetSection({ title, bets, empty }: { title: string; bets: SportBet[]; empty: string }) {
  return (
    <section className="my-bets__section" aria-label={title}>
      <h3>{title}</h3>
      {bets.length === 0 ? (
        <p className="my-bets__empty">{empty}</p>
      ) : (
        <ul className="my-bets__list">
          {bets.map((bet) => (
            <BetCard key={bet._id} bet={bet} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The player's pending and settled bets, live from their channel. */
export function MyBets({ signedIn }: { signedIn: boolean }) {
  const { pending, settled, status, error } = useMyBets();
  if (!signedIn)
    return (
      <div className="slip-empty">
        <p>Sign in to see your bets.</p>
        <button type="button" className="slip-place" onClick={() => openAuthModal('auth')}>
          Sign in
        </button>
      </div>
    );
  if (status === 'error')
    return (
      <div className="slip-empty" role="alert">
        <p>{error}</p>
        <button type="button" className="link-button" onClick={() => void loadMyBets()}>
          Try again
        </button>
      </div>
    );
  if (status !== 'ready')
    return (
      <div className="slip-empty" role="status">
        <span className="spinner" aria-hidden="true" />
        Loading your bets…
      </div>
    );
  return (
    <div className="my-bets">
      <BetSection title="Pending" bets={pending} empty="No bets waiting for a result." />
      <BetSection title="Settled" bets={settled} empty="No settled bets yet." />
    </div>
  );
}
