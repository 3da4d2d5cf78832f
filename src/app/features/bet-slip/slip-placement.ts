/**
 * Sending the slip's bets and hearing the queue's verdicts. A placement answers with a queue entry; the verdict
 * arrives on the player's channel (USER_EVENTS.sportBetQueue), and once the queue's decision time has passed the
 * slip reads the entry once (POST /api/sport/bet/queue) in case the push was missed. Accepted: a toast, and the
 * selections leave the slip. Rejected: the refusal's text at the bet, and for 'odds changed' the odds now, which
 * the slip offers to accept.
 */
import { toast } from '../../components/toast';
import { formatOdds } from '@contract/odds';
import {
  SPORT_BET_ERRORS,
  type PlaceSportBetBody,
  type QueuedSportBet,
  type SportBetRefusal,
} from '@contract/sport-bets';
import { USER_EVENTS, userChannel } from '@contract/index';
import { api, getTransport } from '../../api/api';
import { usePreferences } from '../../stores/app-store';
import { sportsFailureText } from '../sports/sports-store';
import { applyMyBet } from './my-bets-store';
import { MULTI_KEY, type BetDraft } from './slip-check';
import { accepted, markWaiting, refuse, useSlip, waitingKeyOf } from './slip-store';

/** Verdicts pushed before the placement's own answer arrived (a fast clock), by queue id. */
const early = new Map<string, QueuedSportBet>();
const EARLY_KEPT = 20;
/** Queue entries already read once after their decision time. */
const readOnce = new Set<string>();

function acceptedToast(key: string, entry: QueuedSportBet): void {
  const bet = entry.bet;
  const format = usePreferences.getState().oddsFormat;
  const what =
    key === MULTI_KEY || bet?.kind === 'multi'
      ? `Multi of ${bet?.selections.length ?? ''}`.trim()
      : (bet?.selections[0]?.optionName ?? 'Single');
  toast.success('Bet accepted', { description: bet ? `${what} @ ${formatOdds(bet.odds, format)}` : what });
}

/** Applies a queue entry to the bet of the slip it belongs to. */
function applyVerdict(key: string, entry: QueuedSportBet, optionIds: string[]): void {
  if (entry.status === 'queued') {
    markWaiting(key, { queueId: entry.queueId, decidesAt: entry.decidesAt, optionIds });
  } else if (entry.status === 'accepted') {
    accepted(key, optionIds);
    if (entry.bet) applyMyBet(entry.bet);
    acceptedToast(key, entry);
  } else {
    const error: SportBetRefusal = entry.error ?? SPORT_BET_ERRORS.failedToQueue;
    refuse(key, error.message, error.odds);
  }
}

/** A verdict pushed on the player's channel. */
export function hearVerdict(entry: QueuedSportBet): void {
  if (entry.status === 'queued') return;
  const key = waitingKeyOf(entry.queueId);
  if (key) return applyVerdict(key, entry, useSlip.getState().waiting[key]?.optionIds ?? []);
  early.set(entry.queueId, entry);
  if (early.size > EARLY_KEPT) early.delete(early.keys().next().value!);
}

export function placeBody(bet: BetDraft, currency: string, demo: boolean): PlaceSportBetBody {
  return {
    kind: bet.key === MULTI_KEY ? 'multi' : 'single',
    selections: bet.selections.map(({ optionId, odds }) => ({ optionId, odds })),
    stake: bet.stake.amount ?? 0,
    currency,
    demo,
  };
}

/** Sends each bet; each then waits for its verdict, or shows why it was refused at once. */
export async function placeBets(bets: readonly BetDraft[], currency: string, demo: boolean): Promise<void> {
  await Promise.all(
    bets.map(async (bet) => {
      const optionIds = bet.selections.map((entry) => entry.optionId);
      try {
        const entry = await api('POST /api/sport/bet', placeBody(bet, currency, demo));
        const pushed = early.get(entry.queueId);
        early.delete(entry.queueId);
        applyVerdict(bet.key, pushed ?? entry, optionIds);
      } catch (error) {
        refuse(bet.key, sportsFailureText(error));
      }
    }),
  );
}

/** Reads a waiting bet's queue entry once, after its decision time, in case its push was missed. */
export async function readVerdict(key: string): Promise<void> {
  const waiting = useSlip.getState().waiting[key];
  if (!waiting || readOnce.has(waiting.queueId)) return;
  readOnce.add(waiting.queueId);
  try {
    const entry = await api('POST /api/sport/bet/queue', { queueId: waiting.queueId });
    // The push may have decided it meanwhile.
    if (useSlip.getState().waiting[key]?.queueId === waiting.queueId && entry.status !== 'queued')
      applyVerdict(key, entry, waiting.optionIds);
  } catch (error) {
    if (useSlip.getState().waiting[key]?.queueId === waiting.queueId) refuse(key, sportsFailureText(error));
  }
}

/** Follows the queue's verdicts on the player's channel until the returned function is called. */
export function watchVerdicts(userId: string): () => void {
  return getTransport().realtime.listen(userChannel(userId), USER_EVENTS.sportBetQueue, (payload) =>
    hearVerdict(payload as QueuedSportBet),
  );
}
