/**
 * What the slip knows before sending: each stake against the sport limits in US dollars at the currency's price
 * and against the balance, a multi's own rules, each selection against the live market (open, new odds,
 * suspended, closed), and so which bets Place would send. Texts are the contract's refusals, so the slip says
 * before sending what the server would answer.
 */
import { SPORT_BET, SPORT_BET_ERRORS, multiOdds } from '@contract/sport-bets';
import type { Market, MarketOption } from '@contract/sports';
import type { SlipSelection } from './slip-rules';

export type SlipMode = 'single' | 'multi';
/** The key of the multi among the slip's bets (a single's key is its option id). */
export const MULTI_KEY = 'multi';

export const MULTI_NEEDS_TWO = 'Add selections from two or more matches for a multi';

export interface StakeContext {
  /** US dollars for one unit of the stake's currency; 0 while unknown (the dollar limits then wait). */
  usdPrice: number;
  /** The balance the stake draws from; null while unknown. */
  balance: number | null;
}

export interface StakeCheck {
  /** The stake typed; null when the field is empty. */
  amount: number | null;
  usd: number;
  error?: string;
}

export function checkStake(text: string, { usdPrice, balance }: StakeContext): StakeCheck {
  if (text.trim() === '') return { amount: null, usd: 0 };
  const amount = Number(text);
  if (!Number.isFinite(amount) || amount <= 0)
    return { amount: 0, usd: 0, error: SPORT_BET_ERRORS.betTooLow.message };
  const usd = amount * usdPrice;
  const check = { amount, usd };
  if (usdPrice > 0 && usd < SPORT_BET.minUsd) return { ...check, error: SPORT_BET_ERRORS.betTooLow.message };
  if (usdPrice > 0 && usd > SPORT_BET.maxUsd) return { ...check, error: SPORT_BET_ERRORS.betTooHigh.message };
  if (balance !== null && amount > balance)
    return { ...check, error: SPORT_BET_ERRORS.notEnoughBalance.message };
  return check;
}

/** Why the selections cannot make a multi, or null when they can. */
export function multiProblem(selections: readonly SlipSelection[]): string | null {
  if (selections.length < 2) return MULTI_NEEDS_TWO;
  if (new Set(selections.map((entry) => entry.matchId)).size < selections.length)
    return SPORT_BET_ERRORS.sameMatch.message;
  if (selections.length > SPORT_BET.multiMaxSelections) return SPORT_BET_ERRORS.tooManyMulti.message;
  return null;
}

/** A selection against the market now: as in the slip, at new odds, suspended, or closed. */
export type SelectionState =
  | { kind: 'open'; odds: number }
  | { kind: 'changed'; odds: number }
  | { kind: 'suspended' }
  | { kind: 'closed' };

/**
 * `live` is the option in the loaded event (undefined when it is not loaded); `quoted` the odds a queue refusal
 * 'odds changed' answered with, which stand in until a push brings the market.
 */
export function selectionState(
  selection: SlipSelection,
  live: { market: Market; option: MarketOption } | undefined,
  quoted: number | undefined,
): SelectionState {
  if (live?.market.status === 'closed') return { kind: 'closed' };
  if (live && (live.market.status === 'suspended' || live.option.suspended)) return { kind: 'suspended' };
  const odds = live?.option.odds ?? quoted ?? selection.odds;
  return odds === selection.odds ? { kind: 'open', odds } : { kind: 'changed', odds };
}

export interface BetDraft {
  key: string;
  selections: SlipSelection[];
  odds: number;
  stake: StakeCheck;
}

export interface SlipPlan {
  /** The bets Place would send: every single with a stake, or the multi. */
  bets: BetDraft[];
  /** Options whose odds moved since the player saw them, with the odds now. */
  changes: Record<string, number>;
  /** Why Place cannot send besides the stakes' own errors (shown at their fields): a multi's rule, a selection
   * closed or suspended, the stakes over the balance together; null when nothing stands in the way. */
  problem: string | null;
  /** Whether Place may send: a stake at least, no stake error, no problem. */
  ready: boolean;
  totalStake: number;
  totalPayout: number;
}

export interface SlipInput {
  mode: SlipMode;
  selections: readonly SlipSelection[];
  stakes: Readonly<Record<string, string>>;
  multiStake: string;
  states: Readonly<Record<string, SelectionState>>;
  /** Keys of bets sent and waiting for the queue: not sent again. */
  waiting: ReadonlySet<string>;
}

const LOCKED_TEXT = {
  suspended: 'A selection is suspended: wait for it to reopen or remove it',
  closed: SPORT_BET_ERRORS.optionClosed.message,
} as const;

export function planSlip(input: SlipInput, context: StakeContext): SlipPlan {
  const { selections, states } = input;
  const drafts: BetDraft[] =
    input.mode === 'multi'
      ? [
          {
            key: MULTI_KEY,
            selections: [...selections],
            odds: multiOdds(selections.map((entry) => entry.odds)),
            stake: checkStake(input.multiStake, context),
          },
        ]
      : selections.map((entry) => ({
          key: entry.optionId,
          selections: [entry],
          odds: entry.odds,
          stake: checkStake(input.stakes[entry.optionId] ?? '', context),
        }));
  const bets = drafts.filter((bet) => bet.stake.amount !== null && !input.waiting.has(bet.key));
  const inPlay = bets.flatMap((bet) => bet.selections);
  const changes: Record<string, number> = {};
  for (const entry of selections) {
    const state = states[entry.optionId];
    if (state?.kind === 'changed' && !input.waiting.has(keyOf(input.mode, entry)))
      changes[entry.optionId] = state.odds;
  }
  const totalStake = bets.reduce((sum, bet) => sum + (bet.stake.amount ?? 0), 0);
  const totalPayout = bets.reduce((sum, bet) => sum + (bet.stake.amount ?? 0) * bet.odds, 0);
  const problem = problemOf(input, context, inPlay, bets.length > 1 ? totalStake : 0);
  const ready = bets.length > 0 && problem === null && bets.every((bet) => !bet.stake.error);
  return { bets, changes, problem, ready, totalStake, totalPayout };
}

const keyOf = (mode: SlipMode, entry: SlipSelection) => (mode === 'multi' ? MULTI_KEY : entry.optionId);

function problemOf(
  input: SlipInput,
  context: StakeContext,
  inPlay: readonly SlipSelection[],
  /** The stakes together when several bets go (one bet's own field says when it alone is too much). */
  totalStake: number,
): string | null {
  if (input.mode === 'multi') {
    const rule = multiProblem(input.selections);
    if (rule) return rule;
  }
  const locked = inPlay
    .map((entry) => input.states[entry.optionId]?.kind)
    .find((kind) => kind === 'closed' || kind === 'suspended');
  if (locked === 'closed' || locked === 'suspended') return LOCKED_TEXT[locked];
  if (context.balance !== null && totalStake > context.balance)
    return SPORT_BET_ERRORS.notEnoughBalance.message;
  return null;
}
