import type { SupportUser } from '@contract/index';

/** A message author's picture, or the initial when there is none. Decorative: the name is shown beside it. */
export function Avatar({ user }: { user: SupportUser }) {
  return user.avatar ? (
    <img className="support-avatar" src={user.avatar} alt="" width={28} height={28} />
  ) : (
    <span className="support-avatar support-avatar--initial" aria-hidden="true">
      {user.name.charAt(0).toUpperCase()}
    </span>
  );
}
