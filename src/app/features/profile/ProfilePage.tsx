import { Link, useParams } from 'react-router';
import { HIDDEN_NAME, type ProfileAnswer, type User } from '@contract/index';
import { openAuthModal, useSession } from '../auth';
import { BetList } from '../bets';
import { AccountCards } from './AccountCards';
import { Avatar } from './Avatar';
import { CONNECTIONS_PATH, OWN_PROFILE_TAG } from './paths';
import { canSeeProfile, PRIVATE_PROFILE_TEXT } from './privacy';
import { AdminLink, canTip, ProfileFacts, TipSection } from './ProfileParts';
import { ProfileTabPanels } from './tabs/ProfileTabPanels';
import { useProfile, type ProfileState } from './use-profile';
import './profile.css';

/** The player a route names: /profile/{userId}, /profile/me for oneself, /user/{userId} (rain recipients). */
function useProfileId(viewer: User | null): string | null {
  const { tag, userId } = useParams();
  const id = userId ?? tag ?? null;
  return id === OWN_PROFILE_TAG ? (viewer?._id ?? null) : id;
}

function Profile({ profile, viewer }: { profile: ProfileAnswer; viewer: User | null }) {
  return (
    <>
      <header className="profile-page__head">
        <Avatar user={profile.user} size={72} />
        <h1>{profile.user.name}</h1>
        {viewer?._id === profile.user._id && (
          <Link className="button profile-page__connections" to={CONNECTIONS_PATH}>
            Connected wallets
          </Link>
        )}
        <AdminLink userId={profile.user._id} viewer={viewer} />
      </header>
      <ProfileTabPanels userId={profile.user._id} overview={<Overview profile={profile} viewer={viewer} />} />
    </>
  );
}

/** The Overview tab: the facts, one's own account cards, the tip button and the latest bets. */
function Overview({ profile, viewer }: { profile: ProfileAnswer; viewer: User | null }) {
  return (
    <>
      <ProfileFacts profile={profile} />
      {viewer?._id === profile.user._id && <AccountCards user={viewer} />}
      {canTip(profile, viewer) && <TipSection name={profile.user.name} />}
      <section className="profile-page__bets" aria-labelledby="profile-bets">
        <h2 id="profile-bets">Latest bets</h2>
        {profile.bets.length === 0 ? (
          <p className="bets__empty">No bets yet.</p>
        ) : (
          <BetList bets={profile.bets} />
        )}
      </section>
    </>
  );
}

function PrivateProfile() {
  return (
    <>
      <h1>{HIDDEN_NAME}</h1>
      <p>{PRIVATE_PROFILE_TEXT}</p>
    </>
  );
}

function ProfileBody({ state, viewer }: { state: ProfileState; viewer: User | null }) {
  if (state.status === 'loading') return <p role="status">Loading profile…</p>;
  if (state.status === 'error') {
    return (
      <>
        <h1>Player profile</h1>
        <p role="alert">{state.message}</p>
      </>
    );
  }
  if (state.status === 'private' || !canSeeProfile(state.profile.user, viewer)) return <PrivateProfile />;
  return <Profile profile={state.profile} viewer={viewer} />;
}

/**
 * A player's profile page (community.md §2, platform.md §2 "player profile or profile tab"): the overview (the
 * popup's facts and the latest bets), the player's bets page by page, and statistics with charts.
 */
export function ProfilePage() {
  const viewer = useSession((session) => session.user);
  const booting = useSession((session) => session.status === 'booting');
  const id = useProfileId(viewer);
  // Signing in or out may change what the server shows (a private player's own profile).
  const state = useProfile(id, viewer?._id ?? null);

  if (!id) {
    return (
      <section className="profile-page">
        <h1>Your profile</h1>
        {booting ? (
          <p role="status">Loading profile…</p>
        ) : (
          <button type="button" className="button button--primary" onClick={() => openAuthModal('auth')}>
            Sign in to see your profile
          </button>
        )}
      </section>
    );
  }
  return (
    <section className="profile-page">
      <ProfileBody state={state} viewer={viewer} />
    </section>
  );
}
