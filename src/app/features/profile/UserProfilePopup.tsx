import { Link } from 'react-router';
import { HIDDEN_NAME, type User } from '@contract/index';
import { Modal } from '../../components/modal';
import { useSession } from '../auth';
import { Avatar } from './Avatar';
import { profilePath } from './paths';
import { canSeeProfile, PRIVATE_PROFILE_TEXT, visibleName } from './privacy';
import { AdminLink, canTip, ProfileFacts, TipSection } from './ProfileParts';
import { useProfilePopup } from './profile-popup-store';
import { useProfile, type ProfileState } from './use-profile';
import './profile.css';

function PopupBody({
  state,
  viewer,
  close,
}: {
  state: ProfileState;
  viewer: User | null;
  close: () => void;
}) {
  if (state.status === 'loading') return <p role="status">Loading profile…</p>;
  if (state.status === 'error') return <p role="alert">{state.message}</p>;
  if (state.status === 'private' || !canSeeProfile(state.profile.user, viewer))
    return <p>{PRIVATE_PROFILE_TEXT}</p>;
  const { profile } = state;
  return (
    <div className="user-popup">
      <div className="user-popup__head">
        <Avatar user={profile.user} size={64} />
        <Link to={profilePath(profile.user._id)} onClick={close}>
          View full profile
        </Link>
        <AdminLink userId={profile.user._id} viewer={viewer} />
      </div>
      <ProfileFacts profile={profile} />
      {canTip(profile, viewer) && <TipSection name={profile.user.name} />}
    </div>
  );
}

/** The player's name, the hidden name of a private player, or a neutral title until the answer. */
function titleOf(state: ProfileState, viewer: User | null): string {
  if (state.status === 'ready') return visibleName(state.profile.user, viewer);
  return state.status === 'private' ? HIDDEN_NAME : 'Player profile';
}

/** The user profile popup: avatar, name, full-profile link, admin cog, join date, wagered, games, Tip. */
export function UserProfilePopup({ userId }: { userId: string }) {
  const viewer = useSession((session) => session.user);
  const close = useProfilePopup((state) => state.close);
  const state = useProfile(userId);
  return (
    <Modal open onClose={close} title={titleOf(state, viewer)} className="user-popup-modal">
      <PopupBody state={state} viewer={viewer} close={close} />
    </Modal>
  );
}
