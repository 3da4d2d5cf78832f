import { Link } from 'react-router';
import type { User } from '@contract/index';
import { Avatar } from './Avatar';
import { profilePath, VIP_PATH } from './paths';
import { useVipStanding } from './use-vip';
import { expText, nextBarLevel, vipProgress } from './vip-progress';
import './profile.css';

/**
 * The level card above the chat (community.md §2 "Chat panel"): the card goes to the player's profile, the
 * progress bar to the VIP page.
 */
export function ProfileCard({ user }: { user: User }) {
  const { levels, data } = useVipStanding(user._id);
  const level = user.vipLevel;
  const next = nextBarLevel(level);
  const percent = Math.round(vipProgress(level, levels, data));
  return (
    <section className="profile-card" aria-label="Your level">
      <Link to={profilePath(user._id)} className="profile-card__who">
        <Avatar user={user} size={40} />
        <span className="profile-card__name">{user.name}</span>
        <span className="profile-card__level">Level: {level}</span>
        <span className="profile-card__exp">{expText(percent)}</span>
      </Link>
      <Link
        to={VIP_PATH}
        className="profile-card__bar"
        aria-label={`VIP progress to level ${next}: ${percent}%`}
      >
        <span aria-hidden="true">{level}</span>
        <span className="profile-card__track" aria-hidden="true">
          <span className="profile-card__fill" style={{ width: `${percent}%` }} />
        </span>
        <span aria-hidden="true">{next}</span>
      </Link>
    </section>
  );
}
