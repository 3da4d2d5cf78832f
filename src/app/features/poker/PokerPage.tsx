/**
 * /poker (platform.md §2): the provider's poker room. The page opens a session of the room's game through the
 * launch, lists its tables (stakes, players, average pot) and buys a seat (40 to 100 big blinds, demo money
 * for guests); the table itself plays in the provider's frame. Blocked territories lead to slotUnavailable.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { POKER_ROOM_GAME_ID, type PokerLobbyTable } from '@contract/provider/poker';
import { useGameCurrency } from '../games/hooks';
import { loadGuestWallet } from '../games/play/actions';
import { DemoLine } from '../games/sidebar/DemoLine';
import { hostProviderCall } from '../provider-games/host-call';
import { LaunchFailed } from '../provider-games/LaunchFailed';
import { ProviderFrame } from '../provider-games/ProviderFrame';
import { SLOT_UNAVAILABLE_PATH } from '../catalogue/territory';
import { useGameLaunch } from '../provider-games/use-game-launch';
import { BuyInDialog } from './BuyInDialog';
import { LobbyTables } from './LobbyTables';
import { useLobby } from './use-lobby';
import './poker-page.css';

export function PokerPage() {
  const { currency, code, demo, guest } = useGameCurrency();
  const [attempt, setAttempt] = useState(0);
  const launch = useGameLaunch(POKER_ROOM_GAME_ID, currency, demo, attempt);
  const ready = launch.status === 'ready' ? launch.answer : null;
  const call = useMemo(() => (ready ? hostProviderCall(ready.session) : null), [ready]);
  const [shown, setShown] = useState<string | null>(null);
  const lobby = useLobby(call, shown === null);
  const [buying, setBuying] = useState<PokerLobbyTable | null>(null);
  const [sitting, setSitting] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });

  useEffect(() => {
    if (guest) void loadGuestWallet();
  }, [guest]);
  const afterCall = useCallback(() => {
    if (guest) void loadGuestWallet();
  }, [guest]);

  const sit = (table: PokerLobbyTable, chips: number) => {
    if (!call) return;
    setSitting({ busy: true, error: null });
    call('poker.sit', { table: table.id, buyIn: chips }).then(
      () => {
        afterCall();
        setSitting({ busy: false, error: null });
        setBuying(null);
        setShown(table.id);
      },
      (error: unknown) =>
        setSitting({
          busy: false,
          error: error instanceof Error ? error.message : 'The seat could not be taken.',
        }),
    );
  };

  if (launch.status === 'blocked') return <Navigate to={SLOT_UNAVAILABLE_PATH} replace />;
  if (launch.status === 'failed')
    return (
      <LaunchFailed
        title="The poker room could not be opened"
        message={launch.message}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );

  const table = shown ? lobby?.tables.find((entry) => entry.id === shown) : undefined;
  return (
    <div className="poker-page">
      <header className="poker-page__bar">
        <div>
          <h1>{shown ? (table?.name ?? 'Poker') : 'Poker'}</h1>
          <p className="poker-page__sub">No-limit hold&apos;em cash tables · 6 seats</p>
        </div>
        <div className="poker-page__money">
          {shown ? (
            <button type="button" className="button" onClick={() => setShown(null)}>
              Lobby
            </button>
          ) : (
            <>
              <span className="poker-page__currency" title="The wallet's currency">
                {code}
              </span>
              <DemoLine disabled={launch.status === 'loading'} />
            </>
          )}
        </div>
      </header>
      {!ready || (!shown && !lobby) ? (
        <p className="poker-page__loading" role="status">
          Opening the poker room…
        </p>
      ) : shown ? (
        <div className="poker-page__table">
          <ProviderFrame
            key={`${ready.session}:${shown}`}
            launch={{ ...ready, url: `${ready.url}&table=${encodeURIComponent(shown)}` }}
            onCall={afterCall}
          />
        </div>
      ) : (
        lobby && (
          <LobbyTables
            lobby={lobby}
            onSit={(entry) => (entry.seated ? setShown(entry.id) : setBuying(entry))}
            onWatch={(entry) => setShown(entry.id)}
          />
        )
      )}
      <p className="poker-page__note">
        Rake 5% of the pot, at most 3 big blinds, none when a hand ends before the flop. Bonus balance is not
        accepted at the tables.
      </p>
      {buying && lobby && (
        <BuyInDialog
          table={buying}
          chip={lobby.chip}
          demo={demo}
          busy={sitting.busy}
          error={sitting.error}
          onClose={() => {
            setBuying(null);
            setSitting({ busy: false, error: null });
          }}
          onConfirm={(chips) => sit(buying, chips)}
        />
      )}
    </div>
  );
}
