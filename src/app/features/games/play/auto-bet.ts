/**
 * The auto-bet loop (platform.md §4): Start turns it on, resets the iteration count and remembers the
 * initial bet. Each round increments the iteration; after it, per outcome, "reset" restores the initial bet
 * and "increase" raises it by the configured percent. It stops when the games count (above 0) is reached,
 * on a win with stop-on-win, on Stop, or on an error. Between rounds it waits for a pending play, checking
 * again every 100 ms, and leaves at least 50 ms between the starts of two rounds: the spacing runs while a
 * round is answered and shown, so a round answered within 50 ms costs no time of its own and quick mode
 * plays 20 rounds a second. A round never starts before the one before it has settled on screen (its
 * result animation included). A guest gets the auth modal instead.
 */
import { openAuthModal } from '../../auth/auth-modal-store';
import { useSession } from '../../auth/session/session-store';
import { useAutoBet, type OutcomeRule } from '../stores/auto-bet-store';
import { useGameSession } from '../stores/game-session-store';
import { increaseByPercent, increaseChips, wagerText, wagerValue } from '../wager';
import { currencyDecimals, play, player } from './actions';

export const AUTO_BET_RETRY_MS = 100;
export const AUTO_BET_SPACING_MS = 50;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Each Start gets a run number; a loop whose run is no longer current ends. */
let run = 0;

const running = (id: number) => run === id && useAutoBet.getState().state === 'on';

/** The bet for the next round after a win or a loss. */
function applyRule(rule: OutcomeRule): void {
  const { initialBet } = useAutoBet.getState();
  const { info, wager, data } = useGameSession.getState();
  if (!info || !initialBet) return;
  if (rule.action === 'reset') {
    useGameSession.setState({ wager: initialBet.wager, data: initialBet.data });
    return;
  }
  const decimals = currencyDecimals(player().currency);
  if (info.chips) {
    useGameSession.setState({ data: increaseChips(info.id, data as never, rule.value, decimals) });
  } else {
    const next = increaseByPercent(wagerValue(wager), rule.value, decimals);
    useGameSession.setState({ wager: wagerText(next, decimals) });
  }
}

export function stopAutoBet(): void {
  run++;
  useAutoBet.setState({ state: 'off' });
}

/** Starts auto-betting; resolves when it has stopped. */
export async function startAutoBet(): Promise<void> {
  if (useSession.getState().status !== 'signedIn') {
    openAuthModal('auth');
    return;
  }
  const session = useGameSession.getState();
  if (!session.info?.autoBet || useAutoBet.getState().state === 'on') return;
  const id = ++run;
  useAutoBet.setState({
    state: 'on',
    currentIteration: 0,
    initialBet: { wager: session.wager, data: session.data },
  });

  /** The earliest start of the next round (performance.now() time). */
  let nextStart = 0;
  while (running(id)) {
    const spacing = nextStart - performance.now();
    if (spacing > 0) {
      await sleep(spacing);
      continue;
    }
    if (useGameSession.getState().pending) {
      await sleep(AUTO_BET_RETRY_MS);
      continue;
    }
    nextStart = performance.now() + AUTO_BET_SPACING_MS;
    const outcome = await play();
    if (!running(id)) break;
    if (outcome.kind !== 'settled') {
      stopAutoBet();
      break;
    }
    const { games, stopOnWin, win, loss, currentIteration } = useAutoBet.getState();
    const iteration = currentIteration + 1;
    useAutoBet.setState({ currentIteration: iteration });
    applyRule(outcome.state.win ? win : loss);
    if ((games > 0 && iteration >= games) || (stopOnWin && outcome.state.win)) {
      stopAutoBet();
      break;
    }
  }
}
