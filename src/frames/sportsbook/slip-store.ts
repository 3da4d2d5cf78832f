/**
 * The sportsbook's own single-bet slip (it cannot use the operator's): one selection and a stake, placed through
 * the host ('POST /api/sport/bet'), then the queue's verdict read back ('POST /api/sport/bet/queue') once its
 * decision time has come. Odds are sent as the player last saw or accepted them; the world refuses a changed
 * price as 'odds changed', and the slip then offers the new odds to accept.
 */
import { create } from 'zustand';
import { SPORT_BET_ERRORS, type QueuedSportBet, type SportBet } from '@contract/sport-bets';
import { askSignIn, call, SportsbookError } from './host-link';
import { serverNow, useFrame } from './frame-store';

export interface SlipSelection {
  optionId: string;
  matchId: string;
  matchName: string;
  marketName: string;
  optionName: string;
  /** The odds the player saw or accepted: what the bet is placed at. */
  odds: number;
}

export type SlipPhase =
  | { kind: 'idle' }
  | { kind: 'placing' }
  | { kind: 'accepted'; bet: SportBet }
  /** `newOdds`: the price now, when the refusal was 'odds changed' (the slip offers to accept it). */
  | { kind: 'rejected'; message: string; newOdds?: number };

interface SlipState {
  selection: SlipSelection | null;
  stake: string;
  phase: SlipPhase;
}

export const useSlip = create<SlipState>(() => ({ selection: null, stake: '', phase: { kind: 'idle' } }));

/** Picks an option, or takes it off when it is the one on the slip. */
export function pickOption(selection: SlipSelection): void {
  const current = useSlip.getState().selection;
  useSlip.setState({
    selection: current?.optionId === selection.optionId ? null : selection,
    phase: { kind: 'idle' },
  });
}

export const clearSlip = () => useSlip.setState({ selection: null, phase: { kind: 'idle' } });
export const setStake = (stake: string) => useSlip.setState({ stake, phase: { kind: 'idle' } });

/** Takes the option's price now as the one to bet at. */
export function acceptOdds(odds: number): void {
  const { selection } = useSlip.getState();
  if (selection) useSlip.setState({ selection: { ...selection, odds }, phase: { kind: 'idle' } });
}

/** Polls at most this often, and gives up after this many reads (the queue decides within seconds). */
const POLL_MIN_MS = 400;
const POLL_MAX_MS = 1_500;
const MAX_POLLS = 60;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

async function verdict(queued: QueuedSportBet): Promise<QueuedSportBet> {
  let entry = queued;
  for (let polls = 0; entry.status === 'queued' && polls < MAX_POLLS; polls++) {
    await wait(Math.min(POLL_MAX_MS, Math.max(POLL_MIN_MS, entry.decidesAt - serverNow())));
    entry = await call('POST /api/sport/bet/queue', { queueId: entry.queueId });
  }
  return entry;
}

function refuse(message: string, newOdds?: number): void {
  useSlip.setState({ phase: { kind: 'rejected', message, ...(newOdds ? { newOdds } : {}) } });
}

export async function placeBet(): Promise<void> {
  const { selection, stake, phase } = useSlip.getState();
  const { player, currency } = useFrame.getState();
  if (!selection || phase.kind === 'placing') return;
  if (!player?.signedIn || !currency) return askSignIn();
  useSlip.setState({ phase: { kind: 'placing' } });
  try {
    const queued = await call('POST /api/sport/bet', {
      kind: 'single',
      selections: [{ optionId: selection.optionId, odds: selection.odds }],
      stake: Number(stake),
      currency: currency.id,
      demo: player.demo,
    });
    const entry = await verdict(queued);
    if (entry.status === 'accepted' && entry.bet) {
      useSlip.setState({ phase: { kind: 'accepted', bet: entry.bet } });
    } else if (entry.error) {
      const changed = entry.error.code === SPORT_BET_ERRORS.oddsChanged.code;
      refuse(entry.error.message, changed ? entry.error.odds?.[selection.optionId] : undefined);
    } else {
      refuse(SPORT_BET_ERRORS.failedToQueue.message);
    }
  } catch (error) {
    refuse(error instanceof SportsbookError ? error.message : SPORT_BET_ERRORS.failedToQueue.message);
  }
}
