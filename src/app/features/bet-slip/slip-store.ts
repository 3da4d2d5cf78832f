/**
 * The bet slip's state, kept in localStorage so that nothing is lost on a reload: the selections with the odds
 * the player saw, single or multi, the stakes typed, and the bets sent that wait for the queue's verdict (a
 * reload reads their verdict again). What only matters on screen now (refusals, the queue's quoted odds, the
 * note of a replaced selection) is not kept.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEY } from '@contract/index';
import { MULTI_KEY, type SlipMode } from './slip-check';
import { toggleSelection, withOdds, type SlipSelection } from './slip-rules';

/** A bet sent to the queue, by the slip's key of it (the option id of a single, MULTI_KEY). */
export interface WaitingBet {
  queueId: string;
  /** Sim time at which the queue decides. */
  decidesAt: number;
  optionIds: string[];
}

export type SlipView = 'slip' | 'bets';

export interface SlipState {
  selections: SlipSelection[];
  mode: SlipMode;
  /** The slip itself or the player's bets. */
  view: SlipView;
  /** Stake texts as typed: per single by option id, and the multi's. */
  stakes: Record<string, string>;
  multiStake: string;
  waiting: Record<string, WaitingBet>;
  /** The last refusal of each bet by its key. */
  refusals: Record<string, string>;
  /** Odds the queue answered an 'odds changed' refusal with, by option id, until accepted. */
  quotes: Record<string, number>;
  /** Says that a selection took the place of another of its match. */
  note: string | null;
}

const EMPTY: SlipState = {
  selections: [],
  mode: 'single',
  view: 'slip',
  stakes: {},
  multiStake: '',
  waiting: {},
  refusals: {},
  quotes: {},
  note: null,
};

export const useSlip = create<SlipState>()(
  persist(() => EMPTY, {
    name: `${STORAGE_KEY}:betSlip`,
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ selections, mode, stakes, multiStake, waiting }) => ({
      selections,
      mode,
      stakes,
      multiStake,
      waiting,
    }),
  }),
);

const without = <T>(record: Readonly<Record<string, T>>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));

/** A click on a price: adds the selection (in place of its match's other one, with a note) or takes it off. */
export function toggleSlipSelection(picked: SlipSelection): void {
  const state = useSlip.getState();
  const { selections, replaced } = toggleSelection(state.selections, picked);
  const gone = state.selections.filter((entry) => !selections.includes(entry)).map((entry) => entry.optionId);
  useSlip.setState({
    selections,
    view: 'slip',
    stakes: without(state.stakes, gone),
    refusals: without(state.refusals, [...gone, MULTI_KEY]),
    quotes: without(state.quotes, gone),
    note: replaced ? `${picked.optionName} replaced ${replaced.optionName}: one selection per match` : null,
  });
}

/** Takes selections off the slip (the player's ×, or bets the queue accepted). */
export function removeSelections(optionIds: readonly string[]): void {
  const state = useSlip.getState();
  const selections = state.selections.filter((entry) => !optionIds.includes(entry.optionId));
  useSlip.setState({
    selections,
    stakes: without(state.stakes, optionIds),
    refusals: without(state.refusals, optionIds),
    quotes: without(state.quotes, optionIds),
    // An emptied slip starts the next multi afresh.
    multiStake: selections.length === 0 ? '' : state.multiStake,
    note: null,
  });
}

export function clearSlip(): void {
  removeSelections(useSlip.getState().selections.map((entry) => entry.optionId));
}

export function setSlipMode(mode: SlipMode): void {
  useSlip.setState({ mode, view: 'slip', note: null });
}

export function setSlipView(view: SlipView): void {
  useSlip.setState({ view });
}

/** The stake of a bet by its key (a single's option id or MULTI_KEY); its last refusal no longer applies. */
export function setStake(key: string, text: string): void {
  const state = useSlip.getState();
  const refusals = without(state.refusals, [key]);
  if (key === MULTI_KEY) useSlip.setState({ multiStake: text, refusals });
  else useSlip.setState({ stakes: { ...state.stakes, [key]: text }, refusals });
}

/** The player accepts new odds: the slip's odds become them and the refusals they caused are gone. */
export function acceptOdds(odds: Readonly<Record<string, number>>): void {
  const state = useSlip.getState();
  const optionIds = Object.keys(odds);
  useSlip.setState({
    selections: withOdds(state.selections, odds),
    quotes: without(state.quotes, optionIds),
    refusals: without(state.refusals, [...optionIds, MULTI_KEY]),
  });
}

export function markWaiting(key: string, bet: WaitingBet): void {
  const state = useSlip.getState();
  useSlip.setState({ waiting: { ...state.waiting, [key]: bet }, refusals: without(state.refusals, [key]) });
}

/** The key of the waiting bet a queue entry belongs to, if the slip sent it. */
export function waitingKeyOf(queueId: string): string | undefined {
  return Object.entries(useSlip.getState().waiting).find(([, bet]) => bet.queueId === queueId)?.[0];
}

/** A bet was refused (at once or by the queue): it no longer waits, and says why; quoted odds are kept. */
export function refuse(key: string, message: string, quotes: Readonly<Record<string, number>> = {}): void {
  const state = useSlip.getState();
  useSlip.setState({
    waiting: without(state.waiting, [key]),
    refusals: { ...state.refusals, [key]: message },
    quotes: { ...state.quotes, ...quotes },
  });
}

/** The queue accepted a bet: it no longer waits, and its selections leave the slip. */
export function accepted(key: string, optionIds: readonly string[]): void {
  useSlip.setState((state) => ({ waiting: without(state.waiting, [key]) }));
  removeSelections(optionIds);
  if (key === MULTI_KEY) useSlip.setState({ multiStake: '' });
}

/** Back to an empty slip (tests). */
export function resetSlip(): void {
  useSlip.setState(EMPTY);
}
