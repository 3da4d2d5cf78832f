/**
 * The signed-in player's positions: loaded once per page visit (open and ended, POST /api/trading/positions)
 * and kept in step by the player's private channel (USER_EVENTS.tradingPosition) and by the answers of the
 * player's own open, close and limits calls. A position the market ended (bust, take profit, stop loss)
 * moves to the ended list with a toast, without a reload.
 */
import { create } from 'zustand';
import { toast } from '../../../components/toast';
import type { FuturesPosition } from '@contract/trading';
import type { OpenPositionBody } from '@contract/trading-routes';
import { USER_EVENTS, userChannel } from '@contract/index';
import { api, getTransport } from '../../../api/api';
import { failureText } from '../markets-store';
import { withPosition, type PositionLists } from './position-lists';
import { endedByMarket } from './position-result';
import { settlementToast } from './settlement-toast';

export interface PositionsState extends PositionLists {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
}

const EMPTY: PositionsState = { open: [], closed: [], status: 'idle', error: null };

export const usePositions = create<PositionsState>(() => EMPTY);

/** Puts a position (pushed or answered) in its list; a market ending of an open one is announced. */
export function applyPosition(position: FuturesPosition): void {
  const state = usePositions.getState();
  const wasOpen = state.open.some((entry) => entry._id === position._id);
  usePositions.setState(withPosition(state, position));
  if (wasOpen && endedByMarket(position.status)) settlementToast(position);
}

export async function loadPositions(): Promise<void> {
  usePositions.setState({ status: 'loading', error: null });
  try {
    const [open, closed] = await Promise.all([
      api('POST /api/trading/positions', { status: 'open' }),
      api('POST /api/trading/positions', { status: 'closed' }),
    ]);
    // Pushes that arrived while loading are newer than the answers: they are applied over them.
    const pushed = usePositions.getState();
    const loaded = [...open, ...closed].reduce(withPosition, { open: [], closed: [] });
    const merged = [...pushed.open, ...pushed.closed].reduce(withPosition, loaded);
    usePositions.setState({ ...merged, status: 'ready', error: null });
  } catch (error) {
    usePositions.setState({ status: 'error', error: failureText(error) });
  }
}

/** Loads the player's positions and follows their changes until the returned function is called. */
export function watchPositions(userId: string): () => void {
  usePositions.setState(EMPTY);
  const unbind = getTransport().realtime.listen(userChannel(userId), USER_EVENTS.tradingPosition, (payload) =>
    applyPosition(payload as FuturesPosition),
  );
  void loadPositions();
  return () => {
    unbind();
    usePositions.setState(EMPTY);
  };
}

/** Opens a position; its answer joins the open list (the push that follows changes nothing). */
export async function openPosition(body: OpenPositionBody): Promise<FuturesPosition> {
  const position = await api('POST /api/trading/open', body);
  applyPosition(position);
  return position;
}

export async function closePosition(id: string): Promise<void> {
  applyPosition(await api('POST /api/trading/close', { id }));
}

export async function setPositionLimits(
  id: string,
  takeProfit: number | null,
  stopLoss: number | null,
): Promise<void> {
  applyPosition(await api('POST /api/trading/limits', { id, takeProfit, stopLoss }));
}

/** A refused call's text for a toast (a close that failed has no form to show it in). */
export function toastFailure(error: unknown): void {
  toast.error(failureText(error));
}
