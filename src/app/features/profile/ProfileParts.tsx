/** Pieces of a player's profile shared by the popup and the page (community.md §2 "User profile popup"). */
import { useState } from 'react';
import type { ProfileAnswer, User } from '@contract/index';
import { hasPermission } from '../auth';
import { formatJoined, formatWagered } from './format';
import { adminUserPath } from './paths';
import { USERS_PERMISSION } from './privacy';
import { TipForm } from './tips/TipForm';

/** Join date, total wagered in dollars and total games. */
export function ProfileFacts({ profile }: { profile: ProfileAnswer }) {
  return (
    <dl className="profile-facts">
      <div>
        <dt>Joined</dt>
        <dd>{formatJoined(profile.user.created_at)}</dd>
      </div>
      <div>
        <dt>Wagered</dt>
        <dd>{formatWagered(profile.wagered)}</dd>
      </div>
      <div>
        <dt>Games</dt>
        <dd>{profile.games.toLocaleString('en-US')}</dd>
      </div>
    </dl>
  );
}

/** The admin cog to the admin user page, in a new tab, for viewers with the permission 'users'. */
export function AdminLink({ userId, viewer }: { userId: string; viewer: User | null }) {
  if (!hasPermission(viewer, USERS_PERMISSION)) return null;
  return (
    <a
      className="icon-button admin-link"
      href={adminUserPath(userId)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Admin page"
    >
      <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </a>
  );
}

/** Whether the viewer may tip this player: signed in, and not themselves. */
export const canTip = (profile: ProfileAnswer, viewer: User | null) =>
  viewer !== null && viewer._id !== profile.user._id;

/** The Tip button and, once pressed, the tip form. */
export function TipSection({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        Tip
      </button>
    );
  }
  return <TipForm name={name} onSent={() => setOpen(false)} />;
}
