import { Link } from 'react-router';
import { CONTACT_EMAILS } from '../layout/nav-links';
import { Panel } from '../components/panel';
import { useSession } from '../features/auth';

const supportEmail = CONTACT_EMAILS[0].address;

/** /error/se: where a self-excluded player is held. */
export function SelfExclusionPage() {
  const signedIn = useSession((session) => session.user !== null);
  return (
    <Panel title="Your account is self-excluded" tone="danger">
      <p>
        You asked to be excluded from playing. While the exclusion lasts you cannot play, deposit or take part
        in promotions. For questions write to {supportEmail}.
      </p>
      {signedIn && (
        <button type="button" className="button" onClick={() => void useSession.getState().logout()}>
          Sign out
        </button>
      )}
    </Panel>
  );
}

/** /error/1 and /error/noLayout/1: the licence could not be verified (layout hidden). */
export function InvalidLicencePage() {
  return (
    <Panel title="Invalid licence" tone="danger">
      <p>This site&apos;s licence could not be verified, so it is not available right now.</p>
    </Panel>
  );
}

/** /error/slotUnavailable: the game or site is not available where the visitor is (layout hidden). */
export function AccessDeniedPage() {
  return (
    <Panel title="Access denied" tone="danger">
      <p>This content is not available in your region.</p>
      <Link to="/">Back to the casino</Link>
    </Panel>
  );
}
