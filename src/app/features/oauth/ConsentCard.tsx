/** The request itself: which app, which player, what the app may do, and Approve / Deny. */
import type { User } from '@contract/index';
import { OAUTH_SCOPES, type OAuthRequestView } from '@contract/oauth';
import { Avatar } from '../profile/Avatar';
import { AppMarks } from './AppMarks';
import { useExpiresIn } from './use-expires-in';

interface ConsentCardProps {
  request: OAuthRequestView;
  player: User;
  deciding: boolean;
  failure: string | null;
  onDecide: (approve: boolean) => void;
}

export function ConsentCard({ request, player, deciding, failure, onDecide }: ConsentCardProps) {
  const { client } = request;
  const expiresIn = useExpiresIn(request.expiresAt);
  return (
    <>
      <AppMarks client={client} />
      <h1 className="oauth__title">
        <strong>{client.name}</strong> wants to access your BetKings account
      </h1>
      <p className="oauth__muted">{client.description}</p>
      <a className="oauth__homepage" href={client.homepage} target="_blank" rel="noopener noreferrer">
        {new URL(client.homepage).host}
      </a>

      <div className="oauth__player">
        <Avatar user={player} size={36} />
        <span>
          Signed in as <strong>{player.name}</strong>
        </span>
      </div>

      <h2 className="oauth__subtitle">This will allow {client.name} to:</h2>
      <ul className="oauth__scopes">
        {request.scopes.map((scope) => (
          <li key={scope}>
            <span className="oauth__check" aria-hidden="true">
              ✓
            </span>
            {OAUTH_SCOPES[scope]}
          </li>
        ))}
      </ul>
      <p className="oauth__note">
        {client.name} cannot move money, place bets or change your account. You can remove its access at any
        time from your connected wallets and apps page.
      </p>
      <p className="oauth__muted oauth__redirect">
        You will be sent to <span className="oauth__uri">{request.redirect_uri}</span>
      </p>
      {failure && (
        <p className="oauth__failure" role="alert">
          {failure}
        </p>
      )}
      <div className="oauth__actions">
        <button type="button" className="button" disabled={deciding} onClick={() => onDecide(false)}>
          Deny
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={deciding}
          onClick={() => onDecide(true)}
        >
          {deciding ? 'Sending…' : 'Approve'}
        </button>
      </div>
      {expiresIn && <p className="oauth__muted oauth__expiry">This request expires in {expiresIn}.</p>}
    </>
  );
}
