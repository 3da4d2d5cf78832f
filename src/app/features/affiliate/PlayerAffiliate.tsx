import type { ReactNode } from 'react';
import type { AffiliateAnswer } from '@contract/index';
import { useRouteAnswer } from '../vip/use-route-answer';
import { formatUsd, nextTier, tierIndexFor } from './affiliate-rules';
import { TierTable } from './TierTable';
import { PayoutCountdown } from './PayoutCountdown';
import { ReferralLink } from './ReferralLink';
import { ReferralsTable } from './ReferralsTable';

/** The signed-in player's side of the programme: link and code, figures, referred players. */
export function PlayerAffiliate({ userId }: { userId: string }) {
  const { state, reload } = useRouteAnswer('POST /api/affiliate', userId);
  if (state.status === 'loading')
    return (
      <div className="card affiliate-card affiliate-card--skeleton" aria-busy="true" aria-label="Loading" />
    );
  if (state.status === 'error')
    return (
      <div className="card affiliate-card affiliate-note" role="alert">
        <p>Your affiliate details could not be loaded.</p>
        <button type="button" className="button" onClick={reload}>
          Try again
        </button>
      </div>
    );
  return <AffiliateDetails answer={state.data} />;
}

function AffiliateDetails({ answer }: { answer: AffiliateAnswer }) {
  const upcoming = nextTier(answer.referrals.length);
  return (
    <>
      <section className="card affiliate-card" aria-labelledby="affiliate-link-title">
        <h2 id="affiliate-link-title">Share your link</h2>
        <ReferralLink code={answer.code} />
      </section>
      <section className="card affiliate-card" aria-labelledby="affiliate-figures-title">
        <h2 id="affiliate-figures-title">Your commission</h2>
        <dl className="affiliate-figures">
          <Figure term="Your rate" value={`${answer.percent}%`} />
          <Figure term="Referred players" value={String(answer.referrals.length)} />
          <Figure term="Paid" value={formatUsd(answer.paidUsd)} />
          <Figure term="Pending" value={formatUsd(answer.pendingUsd)} />
          <Figure term="Next payout" value={<PayoutCountdown at={answer.nextPayoutAt} />} />
        </dl>
        {upcoming && (
          <p className="affiliate-muted">
            {upcoming.missing} more referred {upcoming.missing === 1 ? 'player' : 'players'} to reach{' '}
            {upcoming.tier.percent}%.
          </p>
        )}
      </section>
      <section className="card affiliate-card" aria-labelledby="affiliate-referrals-title">
        <h2 id="affiliate-referrals-title">Referred players</h2>
        <ReferralsTable referrals={answer.referrals} />
      </section>
      <TierTable currentIndex={tierIndexFor(answer.referrals.length)} />
    </>
  );
}

function Figure({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="affiliate-figure">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
