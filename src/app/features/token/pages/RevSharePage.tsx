import { useState } from 'react';
import { DEFAULT_ANALYTICS_TIMEFRAME, type AnalyticsTimeframe, type PayoutAnswer } from '@contract/analytics';
import { TOKEN } from '@contract/token';
import { openAuthModal, useSession } from '../../auth';
import { ChartBlock } from '../analytics/ChartBlock';
import { TimeframeSwitch } from '../analytics/TimeframeSwitch';
import { useAnalytics } from '../analytics/use-analytics';
import { formatDay } from '../format';
import '../token.css';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The weeks already paid in which the player had a share, and what they brought. */
function PaidToYou({ weeks }: { weeks: PayoutAnswer['data'] }) {
  const paid = weeks.filter(({ dimensions, metrics }) => dimensions.status === 'paid' && metrics.share > 0);
  if (paid.length === 0) return null;
  const total = paid.reduce((sum, { metrics }) => sum + metrics.share, 0);
  return (
    <p className="token-callout">
      Paid to your balance: {usd.format(total)} over {paid.length} {paid.length === 1 ? 'week' : 'weeks'}.
    </p>
  );
}

/** /revShare: the cash share's pool per week and the player's share of it (guests are asked to sign in). */
export function RevSharePage() {
  const [timeframe, setTimeframe] = useState<AnalyticsTimeframe>(DEFAULT_ANALYTICS_TIMEFRAME);
  const userId = useSession((session) => session.user?._id ?? null);
  const state = useAnalytics('POST /analytics/revShare/payout', timeframe, userId);
  return (
    <div className="token-page">
      <header className="token-page__header">
        <div>
          <h1>Cash share</h1>
          <p className="token-page__lead">
            Every week {TOKEN.revSharePercent}% of the house&apos;s revenue goes to the cash-share pool. When
            the week ends, on Sunday at midnight (UTC), the pool is shared among the players by what each
            wagered with real money that week. Paid to your balance every Sunday at midnight (UTC).
          </p>
        </div>
        <TimeframeSwitch value={timeframe} onChange={setTimeframe} />
      </header>
      {!userId && (
        <p className="token-callout">
          <button type="button" className="link-button" onClick={() => openAuthModal('auth')}>
            Sign in
          </button>{' '}
          to see your share.
        </p>
      )}
      <ChartBlock title="Payouts per week" state={state} isEmpty={(answer) => answer.data.length === 0}>
        {(answer) => (
          <>
            {userId && <PaidToYou weeks={answer.data} />}
            <table className="payout-table">
              <thead>
                <tr>
                  <th scope="col">Week to</th>
                  <th scope="col">Status</th>
                  <th scope="col">Pool</th>
                  {userId && <th scope="col">Your share</th>}
                </tr>
              </thead>
              <tbody>
                {[...answer.data].reverse().map(({ dimensions, metrics }) => (
                  <tr key={dimensions.date}>
                    <td>{formatDay(dimensions.date)}</td>
                    <td>{dimensions.status === 'paid' ? 'Paid' : 'In progress'}</td>
                    <td>{usd.format(metrics.payout)}</td>
                    {userId && <td>{usd.format(metrics.share)}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </ChartBlock>
    </div>
  );
}
