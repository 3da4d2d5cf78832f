import type { ReactNode } from 'react';
import type { AdminUserDetails } from '@contract/admin';
import { ExclusionForm } from './ExclusionForm';
import { MuteForm } from './MuteForm';
import { describeAction, formatTime, formatUsd } from './admin-format';

interface TabProps {
  details: AdminUserDetails;
  onDetails: (details: AdminUserDetails) => void;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function kycText({ kyc }: AdminUserDetails) {
  if (kyc.verified) return 'Verified';
  if (kyc.status === 'pending') return 'Pending';
  return kyc.required ? 'Required' : 'Not started';
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="admin-fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The account's facts, its totals, the chat and gambling restrictions with their forms, and staff history. */
export function OverviewTab({ details, onDetails }: TabProps) {
  const { user, totals, invitedBy } = details;
  const roles = user.roles.map((role) => (role.id === '*' ? 'admin (*)' : role.id)).join(', ');
  const permissions = user.permissions.map((group) => group.id).join(', ');
  return (
    <div className="admin-grid">
      <section className="admin-card" aria-labelledby="admin-account">
        <h2 id="admin-account">Account</h2>
        <dl className="admin-facts">
          <Fact term="Email">
            {user.email ?? 'None'}
            {user.email && (
              <span className={user.email_verified ? 'admin-ok' : 'admin-warn'}>
                {user.email_verified ? ' · verified' : ' · not verified'}
              </span>
            )}
          </Fact>
          <Fact term="Joined">{formatTime(user.created_at)}</Fact>
          <Fact term="Roles">{roles || 'Player'}</Fact>
          <Fact term="Permissions">{permissions || 'None'}</Fact>
          <Fact term="VIP level">{user.vipLevel}</Fact>
          <Fact term="KYC">{kycText(details)}</Fact>
          <Fact term="Two-factor">{user.two_factor_enabled ? 'On' : 'Off'}</Fact>
          <Fact term="Private bets">{yesNo(user.private_bets)}</Fact>
          <Fact term="Referred by">{invitedBy?.name ?? 'Nobody'}</Fact>
          {user.wallet_address && (
            <Fact term="Wallet">
              <span className="admin-mono admin-break">{user.wallet_address}</span>
            </Fact>
          )}
          {user.telegram_id !== null && <Fact term="Telegram">{user.telegram_id}</Fact>}
        </dl>
      </section>
      <section className="admin-card" aria-labelledby="admin-totals">
        <h2 id="admin-totals">Activity</h2>
        <dl className="admin-facts">
          <Fact term="Deposited">{formatUsd(totals.depositedUsd)}</Fact>
          <Fact term="Wagered">{formatUsd(totals.wageredUsd)}</Fact>
          <Fact term="Active sessions">{details.activeSessions}</Fact>
        </dl>
      </section>
      <section className="admin-card" aria-labelledby="admin-restrictions">
        <h2 id="admin-restrictions">Restrictions</h2>
        <MuteForm details={details} onDetails={onDetails} />
        <ExclusionForm details={details} onDetails={onDetails} />
      </section>
      <section className="admin-card" aria-labelledby="admin-history">
        <h2 id="admin-history">Staff actions</h2>
        {details.actions.length === 0 ? (
          <p className="admin-muted">No staff action on this player yet.</p>
        ) : (
          <ol className="admin-history">
            {details.actions.map((action) => (
              <li key={action._id}>
                <span>{describeAction(action)}</span>
                <span className="admin-muted">
                  {formatTime(action.at)} · {action.by.name}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
