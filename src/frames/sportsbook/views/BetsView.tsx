import { useState } from 'react';
import clsx from 'clsx';
import { formatOdds } from '@contract/odds';
import { SPORT_BET_STATUS, type SportBet, type SportBetStatus } from '@contract/sport-bets';
import { askSignIn, call } from '../host-link';
import { useFrame } from '../frame-store';
import { amountText } from '../ui/amount';
import { EmptyState, ErrorState, LoadingRows } from '../ui/States';
import { useLoad } from '../use-load';

const STATUS_TEXT: Record<SportBetStatus, string> = {
  [SPORT_BET_STATUS.pending]: 'Open',
  [SPORT_BET_STATUS.refunded]: 'Refunded',
  [SPORT_BET_STATUS.won]: 'Won',
  [SPORT_BET_STATUS.lost]: 'Lost',
};
const STATUS_CLASS: Record<SportBetStatus, string> = { 0: 'open', 1: 'refunded', 2: 'won', 3: 'lost' };
/** Open bets settle as matches end: the list is read again this often while it is shown. */
const BETS_REFRESH_MS = 15_000;

function BetCard({ bet }: { bet: SportBet }) {
  const format = useFrame((state) => state.player?.oddsFormat ?? 'decimal');
  const wallet = useFrame((state) => state.currency);
  const decimals = wallet?.id === bet.currency ? wallet.decimals : 8;
  const currency = bet.currency.toUpperCase();
  return (
    <li className="sb-bet">
      <div className="sb-bet__head">
        <span>{bet.kind === 'single' ? 'Single' : `Multi (${bet.selections.length})`}</span>
        <span className={clsx('sb-pill', `sb-pill--${STATUS_CLASS[bet.status]}`)}>
          {STATUS_TEXT[bet.status]}
        </span>
      </div>
      {bet.selections.map((selection) => (
        <div key={selection.optionId} className="sb-bet__selection">
          <strong>{selection.optionName}</strong>
          <span>
            {selection.matchName} · {selection.marketName}
          </span>
          <span className="sb-bet__odds">{formatOdds(selection.odds, format)}</span>
        </div>
      ))}
      <dl className="sb-bet__figures">
        <div>
          <dt>Stake</dt>
          <dd>
            {amountText(bet.stake, decimals)} {currency}
          </dd>
        </div>
        <div>
          <dt>Odds</dt>
          <dd>{formatOdds(bet.odds, format)}</dd>
        </div>
        <div>
          <dt>{bet.status === SPORT_BET_STATUS.pending ? 'To return' : 'Paid'}</dt>
          <dd>
            {amountText(
              bet.status === SPORT_BET_STATUS.pending ? bet.stake * bet.odds : bet.payout,
              decimals,
            )}{' '}
            {currency}
          </dd>
        </div>
      </dl>
    </li>
  );
}

function BetList({ status }: { status: 'pending' | 'settled' }) {
  const { loaded, retry } = useLoad(
    `bets-${status}`,
    () => call('POST /api/sport/bets', { status }),
    BETS_REFRESH_MS,
  );
  if (loaded.status === 'loading') return <LoadingRows rows={3} />;
  if (loaded.status === 'error') return <ErrorState message={loaded.message} onRetry={retry} />;
  if (loaded.data.length === 0) {
    return <EmptyState title={status === 'pending' ? 'You have no open bets.' : 'No settled bets yet.'} />;
  }
  return (
    <ul className="sb-bets">
      {loaded.data.map((bet) => (
        <BetCard key={bet._id} bet={bet} />
      ))}
    </ul>
  );
}

/** /bets: the player's sport bets, open or settled (signed-in players only). */
export function BetsView() {
  const signedIn = useFrame((state) => state.player?.signedIn ?? false);
  const [tab, setTab] = useState<'pending' | 'settled'>('pending');
  return (
    <section className="sb-view" aria-labelledby="sb-bets-title">
      <header className="sb-view__header">
        <h2 id="sb-bets-title">My Bets</h2>
      </header>
      {!signedIn ? (
        <EmptyState title="Sign in to see your bets.">
          <button type="button" className="sb-button sb-button--primary" onClick={askSignIn}>
            Sign in
          </button>
        </EmptyState>
      ) : (
        <>
          <div className="sb-tabs" role="tablist" aria-label="Bets">
            {(['pending', 'settled'] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={tab === value}
                className="sb-tabs__tab"
                onClick={() => setTab(value)}
              >
                {value === 'pending' ? 'Open' : 'Settled'}
              </button>
            ))}
          </div>
          <BetList key={tab} status={tab} />
        </>
      )}
    </section>
  );
}
