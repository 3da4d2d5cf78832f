/**
 * The game calls of the page (platform.md §4, §7): Play, Turn, Finish, RestoreData and GameData through the
 * whisper client, and the guest's demo wallet. Each keeps the session store in step: the pending flag (so a
 * double click never sends two Plays), the round on screen, the extended state, the balances, the stats and
 * the result popup, shown once the answer's delay has passed (0 in quick mode).
 */
import { ApiError, WHISPER_CODES, type GameState, type PlayAnswer, type TurnAnswer } from '@contract/index';
import { api } from '../../../api/api';
import { useAppStore } from '../../../stores/app-store';
import { useSession, type SessionStatus } from '../../auth/session/session-store';
import { useWallet } from '../../wallet/wallet-store';
import { whisper } from '../../../api/whisper';
import {
  useGameSession,
  type ExtendedState,
  type GameSessionState,
  type RoundOwner,
} from '../stores/game-session-store';
import { refreshBetsSoon } from '../stores/bets-refresh';
import { chipTotal, wagerText, wagerValue } from '../wager';
import { handlePlayError } from './play-errors';
import { playResultSound } from './sound';

export type PlayOutcome =
  { kind: 'settled'; state: GameState } | { kind: 'extended' } | { kind: 'error' } | { kind: 'blocked' };

/** Where a server error sends the player; the page sets it to navigate('/'). */
let exit: () => void = () => undefined;
export function setExitHandler(handler: () => void): () => void {
  exit = handler;
  return () => {
    if (exit === handler) exit = () => undefined;
  };
}

/** Turns answered with whisper code 0 are sent again, this many times at most. */
const TURN_RETRIES = 2;

const isGuest = () => useSession.getState().status !== 'signedIn';

export function currencyDecimals(currency: string): number {
  return useWallet.getState().currencies.find((entry) => entry.id === currency)?.decimals ?? 8;
}

/** Who would play now: the currency, real or demo (guests always demo), quick mode. */
export function player(): RoundOwner & { quick: boolean } {
  const { currency, demo, quick } = useAppStore.getState();
  const guest = isGuest();
  return { currency, demo: guest || demo, guest, quick };
}

/** The bet Play would send: the wager, or for chip games the sum of the chips. */
export function currentBet(session: GameSessionState = useGameSession.getState()): number {
  const { info, ui, data, wager } = session;
  if (!info || !ui) return 0;
  if (info.chips) return ui.wagerFromData?.(data) ?? chipTotal(info.id, data);
  return wagerValue(wager);
}

/** Whether the play button may send a Play now. */
export function canPlay(
  session: GameSessionState = useGameSession.getState(),
  status: SessionStatus = useSession.getState().status,
): boolean {
  const { info, ui, data, pending, extended } = session;
  if (!info || !ui || pending || extended === 'in-progress' || status === 'booting') return false;
  return currentBet(session) > 0 && (ui.canPlay?.(data) ?? true);
}

/** Extended games, and multiplayer games that can be finished, go on after Play (platform.md §4). */
function extendedStateOf(answer: PlayAnswer): ExtendedState {
  const goesOn = answer.type === 'extended' || (answer.type === 'multiplayer' && answer.canBeFinished);
  if (!answer.type) return null;
  return goesOn && answer.game.status === 'in-progress' ? 'in-progress' : 'finished';
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isCurrent = (epoch: number) => useGameSession.getState().epoch === epoch;

/** The balance after a call goes to the header (signed in) or to the guest's demo wallet. */
function applyBalance(owner: RoundOwner, balance: number | undefined): void {
  if (typeof balance !== 'number' || !Number.isFinite(balance)) return;
  if (owner.guest) {
    const balances = useGameSession.getState().guestBalances ?? {};
    useGameSession.setState({ guestBalances: { ...balances, [owner.currency]: balance } });
    return;
  }
  const wallet = useWallet.getState();
  const entry = wallet.currencies.find((currency) => currency.id === owner.currency);
  if (!entry) return;
  wallet.setBalance(owner.currency, { ...entry.balance, [owner.demo ? 'demo' : 'real']: balance });
}

/** A round has settled on screen: balance, stats and popup (none for a cancelled game), sound. */
function settle(state: GameState, owner: RoundOwner, balance: number): void {
  applyBalance(owner, balance);
  if (state.status === 'cancelled') return;
  const session = useGameSession.getState();
  session.record(state);
  refreshBetsSoon();
  useGameSession.setState({
    result: {
      win: state.win,
      multiplier: state.multiplier,
      payout: state.payout,
      profit: state.profit,
      currency: owner.currency,
    },
  });
  playResultSound(state.win ? 'win' : 'lose');
}

export async function play(): Promise<PlayOutcome> {
  if (!canPlay()) return { kind: 'blocked' };
  const { info, data, epoch } = useGameSession.getState();
  const bet = currentBet();
  const owner = player();
  useGameSession.setState({ pending: true, result: null });
  try {
    const answer = await whisper('Play', {
      api_id: info!.apiId,
      bet,
      demo: owner.demo,
      currency: owner.currency,
      quick: owner.quick,
      data: data as never,
    });
    if (!isCurrent(epoch)) {
      applyBalance(owner, answer.balance);
      return { kind: 'error' };
    }
    const extended = extendedStateOf(answer);
    useGameSession.setState({
      round: { id: answer.id, state: answer.game, view: answer.data, turn: null },
      owner: { currency: owner.currency, demo: owner.demo, guest: owner.guest },
      extended,
    });
    if (extended === 'in-progress') {
      applyBalance(owner, answer.balance);
      return { kind: 'extended' };
    }
    // A quick round (no delay) settles in the same turn as its answer: one render, not two.
    if (answer.game.delay > 0) await wait(answer.game.delay);
    if (!isCurrent(epoch)) {
      applyBalance(owner, answer.balance);
      return { kind: 'error' };
    }
    settle(answer.game, owner, answer.balance);
    return { kind: 'settled', state: answer.game };
  } catch (error) {
    if (isCurrent(epoch)) handlePlayError(error, { guest: owner.guest, exit });
    return { kind: 'error' };
  } finally {
    if (isCurrent(epoch)) useGameSession.setState({ pending: false });
  }
}

async function applyTurnAnswer(answer: TurnAnswer, epoch: number): Promise<void> {
  const { round, owner } = useGameSession.getState();
  if (!round || !owner) return;
  useGameSession.setState({
    round: { id: answer.id || round.id, state: answer.game, view: answer.data, turn: answer.type },
  });
  if (answer.type === 'continue' || answer.type === 'fail') {
    applyBalance(owner, answer.balance);
    return;
  }
  useGameSession.setState({ extended: 'finished' });
  if (answer.game.delay > 0) await wait(answer.game.delay);
  if (isCurrent(epoch)) settle(answer.game, owner, answer.balance);
  else applyBalance(owner, answer.balance);
}

/** Sends a Turn or Finish of the extended game on screen; blocked while another call is pending. */
async function step(send: (id: string) => Promise<TurnAnswer>): Promise<void> {
  const { round, extended, pending, epoch, owner } = useGameSession.getState();
  if (pending || !round || extended !== 'in-progress') return;
  useGameSession.setState({ pending: true, result: null });
  try {
    let answer: TurnAnswer | null = null;
    for (let attempt = 0; !answer; attempt++) {
      try {
        answer = await send(round.id);
      } catch (error) {
        const retry = error instanceof ApiError && error.code === WHISPER_CODES.retryTurn;
        if (!retry || attempt >= TURN_RETRIES) throw error;
      }
    }
    if (isCurrent(epoch)) await applyTurnAnswer(answer, epoch);
  } catch (error) {
    if (isCurrent(epoch)) handlePlayError(error, { guest: owner?.guest ?? isGuest(), exit });
  } finally {
    if (isCurrent(epoch)) useGameSession.setState({ pending: false });
  }
}

export function turn(action: unknown): Promise<void> {
  return step((id) => whisper('Turn', { id, data: action as never }));
}

/** The play button during an extended game: Take the profit, or Cancel when there is none. */
export function finish(): Promise<void> {
  return step((id) => whisper('Finish', { id }));
}

/** The main button: Play, or Take/Cancel while an extended game is in progress. */
export function primaryAction(): Promise<unknown> {
  return useGameSession.getState().extended === 'in-progress' ? finish() : play();
}

/** On mount: an unfinished extended game comes back as it was (platform.md §4, nothing lost on reload). */
export async function restore(): Promise<void> {
  const { info, epoch, extended } = useGameSession.getState();
  if (!info?.extended || extended === 'in-progress') return;
  try {
    const { game } = await whisper('RestoreData', { api_id: info.apiId });
    if (!game || game.api_id !== info.apiId || game.state.status !== 'in-progress') return;
    const session = useGameSession.getState();
    if (!isCurrent(epoch) || session.extended === 'in-progress' || session.pending) return;
    useGameSession.setState({
      round: { id: game.id, state: game.state, view: game.data, turn: null },
      owner: { currency: game.currency, demo: game.demo, guest: isGuest() },
      extended: 'in-progress',
      wager: wagerText(game.bet, currencyDecimals(game.currency)),
    });
  } catch (error) {
    console.warn('The unfinished game could not be restored', error);
  }
}

/**
 * Paytable, RTP and the wager bounds of the game on the page, in the currency being played: the 20 EUR max bet
 * of the licence is a different amount in every currency.
 */
export async function loadGameData(currency: string = player().currency): Promise<void> {
  const { info, epoch } = useGameSession.getState();
  if (!info) return;
  try {
    const gameData = await whisper('GameData', { api_id: info.apiId, currency });
    if (isCurrent(epoch)) useGameSession.setState({ gameData });
  } catch (error) {
    console.warn('Game data could not be loaded', error);
  }
}

/** A guest's demo balances ('POST /api/guest/wallet'). */
export async function loadGuestWallet(): Promise<void> {
  try {
    const { balances } = await api('POST /api/guest/wallet');
    useGameSession.setState({ guestBalances: balances });
  } catch (error) {
    console.warn('The demo wallet could not be loaded', error);
  }
}
