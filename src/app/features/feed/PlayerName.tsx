import { HIDDEN_NAME, type FeedUser } from '@contract/index';
import { useSession } from '../auth';
import { shownName } from './feed-rules';

/** A player in the feed or the race: avatar and name, or the hidden name of a private player. */
export function PlayerName({ user }: { user: FeedUser }) {
  const viewer = useSession((session) => session.user);
  const name = shownName(user, viewer);
  if (user.private_bets && name === HIDDEN_NAME) {
    return (
      <span className="feed-player feed-player--hidden">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M4 10h16M7 10l2-5h6l2 5M8 16a2 2 0 1 0 0.01 0M16 16a2 2 0 1 0 0.01 0M10 16h4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <Name name={HIDDEN_NAME} />
      </span>
    );
  }
  return (
    <span className="feed-player">
      {user.avatar && <img src={user.avatar} alt="" width={20} height={20} className="feed-player__avatar" />}
      <Name name={name} />
    </span>
  );
}

/** The name ends in an ellipsis when its column is too narrow; the title keeps it whole. */
function Name({ name }: { name: string }) {
  return (
    <span className="feed-player__name" title={name}>
      {name}
    </span>
  );
}
