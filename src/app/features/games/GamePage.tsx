import { Suspense, use, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { gameInfo, type GameInfo } from '@contract/index';
import { ORIGINALS_TYPE } from '@contract/catalogue';
import { lazyComponent } from '../../components/lazy';
import { PageLoading } from '../../components/PageLoading';
import { useAppStore } from '../../stores/app-store';
import { BetsTable } from '../bets';
import { useSession } from '../auth/session/session-store';
import { rememberRecentGame } from '../catalogue/recent-games';
import { ErrorBoundary } from './components/ErrorBoundary';
import { GameFooter } from './footer/GameFooter';
import { StatsWindow } from './footer/StatsWindow';
import { useGameCurrency } from './hooks';
import { stopAutoBet } from './play/auto-bet';
import { useBetsRefresh } from './stores/bets-refresh';
import { loadGameData, loadGuestWallet, primaryAction, restore, setExitHandler, turn } from './play/actions';
import { ResultPopup } from './ResultPopup';
import { GameSidebar } from './sidebar/GameSidebar';
import { chipInUse } from './sidebar/ChipSelector';
import { useAutoBet } from './stores/auto-bet-store';
import { useGameSession, type AnyGameUi } from './stores/game-session-store';
import { forgetGameUi, gameUiPromise, loadGameUiLazily, type GameUiLoader } from './ui-loader';
import './games.css';

export interface GamePageProps {
  /** Where the game's UI comes from; the boards registry unless a test hands in a double. */
  loadUi?: GameUiLoader;
}

/** Space plays, except where it already means something: fields, buttons, links and dialogs. */
function spaceBelongsTo(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target.closest(
      'input, textarea, select, button, a[href], [role="dialog"], [role="button"], [role="tab"], [role="radio"], [role="switch"], [role="checkbox"]',
    ) !== null
  );
}

function BoardArea() {
  const { ui, data, round, pending, chip, setData } = useGameSession(
    useShallow(({ ui, data, round, pending, chip, setData }) => ({
      ui,
      data,
      round,
      pending,
      chip,
      setData,
    })),
  );
  const quick = useAppStore((state) => state.quick);
  const autoOn = useAutoBet((state) => state.state === 'on');
  const { currency, decimals } = useGameCurrency();
  if (!ui) return <PageLoading />;
  const Board = ui.Board;
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <div className="game-board__error" role="alert">
          <p>The board ran into a problem.</p>
          <button type="button" className="button" onClick={retry}>
            Show the board again
          </button>
        </div>
      )}
    >
      <Board
        data={data}
        onDataChange={setData}
        round={round}
        busy={pending || autoOn}
        quick={quick}
        onTurn={(action: unknown) => void turn(action)}
        chip={chipInUse(chip, decimals)}
        currency={currency}
      />
    </ErrorBoundary>
  );
}

/** The page of one game once its UI is loaded: sidebar left, board in the middle, footer under. */
function GameScreen({ info, ui }: { info: GameInfo; ui: AnyGameUi }) {
  const navigate = useNavigate();
  const status = useSession((state) => state.status);
  const loaded = useGameSession((state) => state.info === info && state.ui === ui);
  const statsOpen = useGameSession((state) => state.statsOpen);
  // The bets tables reload when rounds settle, at most once a second (stores/bets-refresh.ts).
  const settledRounds = useBetsRefresh((state) => state.revision);

  const currency = useAppStore((state) => state.currency);

  useEffect(() => {
    useGameSession.getState().load(info, ui);
    return () => {
      stopAutoBet();
      useGameSession.getState().unload();
    };
  }, [info, ui]);

  useEffect(() => {
    void loadGameData(currency);
  }, [info, ui, currency]);

  useEffect(() => setExitHandler(() => navigate('/')), [navigate]);

  // Once the session is known (and again when it changes): the unfinished game, the guest's demo wallet.
  useEffect(() => {
    if (status === 'booting') return;
    if (status !== 'signedIn') stopAutoBet();
    void restore();
    if (status === 'guest') void loadGuestWallet();
  }, [status, info, ui]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || event.defaultPrevented) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (spaceBelongsTo(event.target) || useAutoBet.getState().state === 'on') return;
      event.preventDefault();
      void primaryAction();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="game-page">
      <h1 className="game-page__title">{info.name}</h1>
      {loaded ? (
        <div className="game-page__body">
          <GameSidebar />
          <section className="game-board" aria-label={`${info.name} board`}>
            <BoardArea />
            <ResultPopup />
          </section>
        </div>
      ) : (
        <PageLoading />
      )}
      <GameFooter />
      {statsOpen && <StatsWindow />}
      <BetsTable game={info.id} refreshKey={settledRounds} />
    </div>
  );
}

function LoadedGame({ info, promise }: { info: GameInfo; promise: Promise<AnyGameUi> }) {
  return <GameScreen info={info} ui={use(promise)} />;
}

/** A third-party game's page, loaded when one is opened. */
const ProviderGamePage = lazyComponent(() =>
  import('../provider-games/ProviderGamePage').then((module) => module.ProviderGamePage),
);

/**
 * /casino/game/:id (platform.md §2). The eight in-house games load their UI on demand; any other id is a
 * catalogue game, played in its provider's frame (features/provider-games).
 */
export function GamePage({ loadUi = loadGameUiLazily }: GamePageProps) {
  const { id = '' } = useParams();
  const info = gameInfo(id);
  // A retry after a failed load renders the page again, so that it asks the loader for a new promise.
  const [, setAttempt] = useState(0);
  // Every game page opened is a recent game: the in-house ones by their own names, the others as last listed.
  useEffect(() => {
    if (id) rememberRecentGame(id, info && { name: info.name, type: ORIGINALS_TYPE, image: '' });
  }, [id, info]);
  if (!info) return <ProviderGamePage key={id} id={id} />;
  return (
    <ErrorBoundary
      key={info.id}
      onRetry={() => {
        forgetGameUi(loadUi, info.id);
        setAttempt((attempt) => attempt + 1);
      }}
      fallback={(retry) => (
        <section className="panel panel--danger" role="alert">
          <h1>{info.name} could not be loaded</h1>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </section>
      )}
    >
      <Suspense fallback={<PageLoading />}>
        <LoadedGame info={info} promise={gameUiPromise(loadUi, info.id)} />
      </Suspense>
    </ErrorBoundary>
  );
}
