import { AFFILIATE } from '@contract/promotions';

/** The commission tiers by referred players, in their card; the player's tier (null for a guest) marked. */
export function TierTable({ currentIndex }: { currentIndex: number | null }) {
  return (
    <section className="card affiliate-card" aria-labelledby="affiliate-tiers-title">
      <h2 id="affiliate-tiers-title">Commission tiers</h2>
      <table className="affiliate-table affiliate-tiers">
        <thead>
          <tr>
            <th scope="col">Referred players</th>
            <th scope="col">Commission</th>
          </tr>
        </thead>
        <tbody>
          {AFFILIATE.tiers.map((tier, index) => {
            const upper = AFFILIATE.tiers[index + 1]?.minReferrals;
            const current = index === currentIndex;
            return (
              <tr
                key={tier.minReferrals}
                className={current ? 'affiliate-table__current' : undefined}
                aria-current={current ? 'true' : undefined}
              >
                <td>
                  {upper === undefined ? `${tier.minReferrals}+` : `${tier.minReferrals} to ${upper - 1}`}
                  {current && <span className="affiliate-you">Your tier</span>}
                </td>
                <td>{tier.percent}%</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
