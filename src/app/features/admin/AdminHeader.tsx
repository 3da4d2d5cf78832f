import type { AdminUserDetails } from '@contract/admin';
import { ADMIN_ROLE, MODERATOR_ROLE, hasRole } from '@contract/index';
import { Avatar } from '../profile/Avatar';
import { untilText } from './admin-format';

/** Who the player is at a glance: picture, name, id, and the states staff look for first. */
export function AdminHeader({ details, onRefresh }: { details: AdminUserDetails; onRefresh: () => void }) {
  const { user, mute, selfExclusion } = details;
  const staff = hasRole(user.roles, ADMIN_ROLE)
    ? 'Admin'
    : hasRole(user.roles, MODERATOR_ROLE)
      ? 'Moderator'
      : null;
  return (
    <header className="admin-head">
      <Avatar user={user} size={56} />
      <div className="admin-head__who">
        <h1>{user.name}</h1>
        <p className="admin-muted admin-mono">ID {user._id}</p>
        <ul className="admin-tags" aria-label="Player status">
          <li className="admin-tag">VIP {user.vipLevel}</li>
          {staff && <li className="admin-tag admin-tag--accent">{staff}</li>}
          {mute && (
            <li className="admin-tag admin-tag--warning">Muted {untilText(mute.until, mute.forever)}</li>
          )}
          {selfExclusion && (
            <li className="admin-tag admin-tag--danger">Self-excluded {untilText(selfExclusion.until)}</li>
          )}
          {details.kyc.verified && <li className="admin-tag admin-tag--success">KYC verified</li>}
        </ul>
      </div>
      <button type="button" className="button admin-head__refresh" onClick={onRefresh}>
        Refresh
      </button>
    </header>
  );
}
