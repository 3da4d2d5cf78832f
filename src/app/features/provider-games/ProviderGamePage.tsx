import { useCallback, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { useGameCurrency } from '../games/hooks';
import { loadGuestWallet } from '../games/play/actions';
import { DemoLine } from '../games/sidebar/DemoLine';
import { hostProviderCall } from './host-call';
import { HOST_PANELS } from './host-panels';
import { ProviderFrame } from './ProviderFrame';
import { useGameLaunch } from './use-game-launch';
import './provider-games.css';
import { LaunchFailed } from './LaunchFailed';
import { SLOT_UNAVAILABLE_PATH } from '../catalogue/territory';

/**
 * /casino/game/{id} for a third-party game (platform.md §2): launches a provider session in the wallet's
 * currency, real or demo money (guests always demo), and shows the provider's game client in a frame, with
 * the kind's host panel (live tables) beside it. A game whose provider does not serve the player's country
 * leads to /error/slotUnavailable. A signed-in player's balance follows the wallet's balance events; a
 * guest's demo wallet is read again after each call of the game.
 */
export function ProviderGamePage({ id }: { id: string }) {
  const { currency, code, demo, guest } = useGameCurrency();
  const [attempt, setAttempt] = useState(0);
  const launch = useGameLaunch(id, currency, demo, attempt);

  useEffect(() => {
    if (guest) void loadGuestWallet();
  }, [guest]);
  const afterCall = useCallback(() => {
    if (guest) void loadGuestWallet();
  }, [guest]);

  if (launch.status === 'blocked') return <Navigate to={SLOT_UNAVAILABLE_PATH} replace />;
  if (launch.status === 'failed') {
    return (
      <LaunchFailed
        title="This game could not be opened"
        message={launch.message}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
  }

  const ready = launch.status === 'ready' ? launch.answer : null;
  const HostPanel = ready ? HOST_PANELS[ready.game.kind] : undefined;
  return (
    <div className={`provider-game${HostPanel ? ' provider-game--with-panel' : ''}`}>
      <header className="provider-game__bar">
        <div className="provider-game__title">
          <h1>{ready?.game.name ?? 'Loading game…'}</h1>
          {ready && <p className="provider-game__provider">{ready.game.provider}</p>}
        </div>
        <div className="provider-game__money">
          <span className="provider-game__currency" title="The wallet's currency">
            {code}
          </span>
          <DemoLine disabled={launch.status === 'loading'} />
        </div>
      </header>
      {ready ? (
        <div className="provider-game__stage">
          <ProviderFrame key={ready.session} launch={ready} onCall={afterCall} />
          {HostPanel && (
            <aside className="provider-game__panel">
              <HostPanel game={ready.game} session={ready.session} call={hostProviderCall(ready.session)} />
            </aside>
          )}
        </div>
      ) : (
        <div className="provider-game__screen provider-game__screen--loading">
          <PageLoading />
        </div>
      )}
      {ready && !ready.game.bonusAccepted && (
        <p className="provider-game__note">Bonus balance is not accepted in this game.</p>
      )}
    </div>
  );
}
