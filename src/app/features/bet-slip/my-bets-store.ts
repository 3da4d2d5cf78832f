/**
 * The signed-in player's sport bets: pending and settled, loaded once per watch (POST /api/sport/bets) and kept
 * in step by the player's channel (USER_EVENTS.sportBet) and by the queue's acceptances. A bet that settles
 * moves to the settled list with a toast of its result, without a reload.
 */
import { create } from 'zustand';
import { toast } from '../../components/toast';
import { SPORT_BET_STATUS, type SportBet } from '@contract/sport-bets';
import { USER_EVENTS, userChannel } from '@contract/index';
import { api, getTransport } from '../../api/api';
import { formatPositionAmount } from '../trading/positions/money';
import { sportsFailureText } from '../sports/sports-store';

/** The settled list keeps as many as the server lists. */
export const SETTLED_SHOWN = 50;

export interface MyBetsLists {
  pending: SportBet[];
  settled: SportBet[];
}

export interface MyBetsState extends MyBetsLists {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
}

const EMPTY: MyBetsState = { pending: [], settled: [], status: 'idle', error: null };

export const useMyBets = create<MyBetsState>(() => EMPTY);

const newestFirst = (a: SportBet, b: SportBet) => b.createdAt - a.createdAt;
const bySettlement = (a: SportBet, b: SportBet) => (b.settledAt ?? 0) - (a.settledAt ?? 0);

/** The lists with `bet` in its place; a settled bet never goes back to pending (a late push is dropped). */
export function withBet(lists: MyBetsLists, bet: SportBet): MyBetsLists {
  const others = (list: SportBet[]) => list.filter((entry) => entry._id !== bet._id);
  if (bet.status === SPORT_BET_STATUS.pending) {
    if (lists.settled.some((entry) => entry._id === bet._id)) return lists;
    return { pending: [...others(lists.pending), bet].sort(newestFirst), settled: lists.settled };
  }
  return {
    pending: others(lists.pending),
    settled: [...others(lists.settled), bet].sort(bySettlement).slice(0, SETTLED_SHOWN),
  };
}

function settlementToast(bet: SportBet): void {
  const what = bet.kind === 'multi' ? `Multi of ${bet.selections.length}` : bet.selections[0]?.optionName;
  if (bet.status === SPORT_BET_STATUS.won)
    toast.success(`Bet won: ${what}`, { description: `+${formatPositionAmount(bet.payout, bet.currency)}` });
  else if (bet.status === SPORT_BET_STATUS.refunded)
    toast(`Bet refunded: ${what}`, { description: formatPositionAmount(bet.payout, bet.currency) });
  else toast.error(`Bet lost: ${what}`, { description: formatPositionAmount(-bet.stake, bet.currency) });
}

/** Puts a bet (pushed or accepted) in its list; the settling of a pending one is announced. */
export function applyMyBet(bet: SportBet): void {
  const state = useMyBets.getState();
  const wasPending = state.pending.some((entry) => entry._id === bet._id);
  useMyBets.setState(withBet(state, bet));
  if (wasPending && bet.status !== SPORT_BET_STATUS.pending) settlementToast(bet);
}

export async function loadMyBets(): Promise<void> {
  useMyBets.setState({ status: 'loading', error: null });
  try {
    const [pending, settled] = await Promise.all([
      api('POST /api/sport/bets', { status: 'pending' }),
      api('POST /api/sport/bets', { status: 'settled' }),
    ]);
    // Pushes that arrived while loading are newer than the answers: they are applied over them.
    const pushed = useMyBets.getState();
    const loaded = [...pending, ...settled].reduce(withBet, { pending: [], settled: [] });
    const merged = [...pushed.pending, ...pushed.settled].reduce(withBet, loaded);
    useMyBets.setState({ ...merged, status: 'ready', error: null });
  } catch (error) {
    useMyBets.setState({ status: 'error', error: sportsFailureText(error) });
  }
}

/** Loads the player's bets and follows their changes until the returned function is called. */
export function watchMyBets(userId: string): () => void {
  useMyBets.setState(EMPTY);
  const unbind = getTransport().realtime.listen(userChannel(userId), USER_EVENTS.sportBet, (payload) =>
    applyMyBet(payload as SportBet),
  );
  void loadMyBets();
  return () => {
    unbind();
    useMyBets.setState(EMPTY);
  };
}
