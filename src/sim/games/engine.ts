/**
 * The contract between the game engines (pure rules: outcome in, payout out) and the games domain (money,
 * seeds, records, whisper). Engines know nothing of Dexie, currencies or users: every amount is an integer
 * count of the currency's minor units, every outcome comes from the fairness scheme (src/contract/fairness).
 */
import type { GameId, OutcomeByGame, PlayData, TurnData, TurnResultType } from '@contract/index';

/** Thrown by an engine for input it refuses; the domain maps it to the play code and catalogue text. */
export class GameRuleError extends Error {
  constructor(
    /** A play validation code (-4 invalid wager, -6 not at this stage, ...) or a whisper code (0..3). */
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Where a round stands after Play or a Turn. */
export interface RoundStep<State, View> {
  /** 'continue' keeps an extended game open; 'lose' and 'finish' settle it; 'fail' refuses the turn. */
  type: TurnResultType;
  state: State;
  /** What the board shows (only what is already revealed while the game goes on). */
  view: View;
  /** Total stake in minor units so far (the wager, plus doubles, splits and insurance). */
  stake: number;
  /** Minor units credited when the round settles; while it continues, what a cash out would pay. */
  payout: number;
  /**
   * Set by Finish when nothing was played yet (no tile, step or guess): the stake is returned in full
   * (payout = stake) and the round's status is 'cancelled' rather than 'finished' (no result popup).
   */
  cancelled?: boolean;
}

export interface GameEngine<G extends GameId, State = unknown, View = unknown> {
  id: G;
  /** Validates Play's data (throws GameRuleError -4 for bad data) and returns it normalised. */
  parseData(data: unknown): PlayData[G];
  /**
   * Starts a round with `wager` (minor units, > 0; for chip games the sum of the chips in minor units is
   * checked by the engine). Single-round games return 'finish' or 'lose'.
   */
  play(input: { wager: number; data: PlayData[G]; outcome: OutcomeByGame[G] }): RoundStep<State, View>;
  /**
   * Chip games only (roulette, baccarat): Play's `data` carries each chip stack as a decimal amount, like the
   * wager. The domain calls this after parseData with the same decimal-to-minor-unit conversion it applies to
   * the wager (`toMinor`), and passes the result to play, which refuses (-4) amounts that are not positive
   * integers or do not sum to `wager`.
   */
  minorData?(data: PlayData[G], toMinor: (amount: number) => number): PlayData[G];
  /** Extended games only. `extraStakeAllowed` is how much more the player can stake (balance left). */
  turn?(
    state: State,
    action: G extends keyof TurnData ? TurnData[G] : never,
    extraStakeAllowed: number,
  ): RoundStep<State, View>;
  /** Extended games only: cash out (or cancel with no profit). */
  finish?(state: State): RoundStep<State, View>;
  /** What the final view reveals (e.g. every mine) once the round settled. */
  reveal?(state: State): View;
}

/** Applies a multiplier to a minor-unit stake without float drift: floor(stake × multiplier). */
export function payoutOf(stake: number, multiplier: number): number {
  const scaled = BigInt(Math.round(multiplier * 1e8));
  return Number((BigInt(stake) * scaled) / 100_000_000n);
}

/**
 * How the RTP audit (`npm run rtp`) plays a game: options from the command line become Play data, and for
 * extended games a fixed strategy picks each turn until the round settles.
 */
export interface RtpPolicy<G extends GameId, State = unknown> {
  /**
   * `--mines 3 --picks 2` and so on, already split into name/value pairs. The audit plays a wager of 1 currency
   * unit (10^8 minor units), so chip games return decimal amounts that sum to 1 (converted with minorData).
   */
  data(options: Record<string, string>): PlayData[G];
  /** The next action of the strategy, or 'finish' to cash out. Extended games only. */
  next?(
    state: State,
    options: Record<string, string>,
  ): (G extends keyof TurnData ? TurnData[G] : never) | 'finish';
  /** The exact (or, where the strategy makes it so, computed) return to player for these options, 0..1. */
  theoreticalRtp(options: Record<string, string>): number;
}

export interface GameModule<G extends GameId, State = unknown, View = unknown> {
  engine: GameEngine<G, State, View>;
  policy: RtpPolicy<G, State>;
}
