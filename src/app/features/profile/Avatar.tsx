import clsx from 'clsx';

export interface AvatarProps {
  user: { name: string; avatar: string };
  size?: number;
  className?: string;
}

/** A player's picture, or their initial without one. Decorative: the name is always shown beside it. */
export function Avatar({ user, size = 32, className }: AvatarProps) {
  const style = { width: size, height: size };
  return user.avatar ? (
    <img className={clsx('player-avatar', className)} src={user.avatar} alt="" style={style} />
  ) : (
    <span
      className={clsx('player-avatar player-avatar--initial', className)}
      style={style}
      aria-hidden="true"
    >
      {user.name.charAt(0).toUpperCase()}
    </span>
  );
}
