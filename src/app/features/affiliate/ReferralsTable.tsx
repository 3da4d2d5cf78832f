import type { AffiliateReferral } from '@contract/index';
import { Avatar } from '../profile/Avatar';
import { formatJoinedAt, formatUsd } from './affiliate-rules';
import '../profile/profile.css';

/** The players who joined with the code: who, when, what they wagered and the commission they brought. */
export function ReferralsTable({ referrals }: { referrals: readonly AffiliateReferral[] }) {
  if (referrals.length === 0)
    return (
      <p className="affiliate-muted">
        No referred players yet. Share your link: players who sign up with it are yours for good.
      </p>
    );
  return (
    <div className="affiliate-scroll" role="region" aria-label="Referred players table" tabIndex={0}>
      <table className="affiliate-table">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Joined</th>
            <th scope="col">Wagered</th>
            <th scope="col">Commission</th>
          </tr>
        </thead>
        <tbody>
          {referrals.map((referral) => (
            <tr key={`${referral.name} ${referral.joinedAt}`}>
              <td>
                <span className="affiliate-player">
                  <Avatar user={referral} size={28} />
                  {referral.name}
                </span>
              </td>
              <td>{formatJoinedAt(referral.joinedAt)}</td>
              <td>{formatUsd(referral.wageredUsd)}</td>
              <td>{formatUsd(referral.commissionUsd)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
