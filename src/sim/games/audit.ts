/**
 * The RTP audit loop (`npm run rtp`, the engine benchmark and the RTP tests): plays rounds through a game's real
 * engine with outcomes drawn by the real fairness scheme, and measures the return to player.
 *
 * - Seeds: a deterministic sequence of seed pairs derived from the audit seed (`auditSeedPair`); each pair
 *   plays AUDIT_PAIR_ROUNDS bets with the nonce counting up from 0, then the next pair starts, as a player who
 *   changes the client seed now and then would.
 * - Every round: the pair's `SeedPairRounds.floatsInto` (what `generateFloats` uses) into one reused buffer, and
 *   `outcomeFromFloats` (the same code the sim and /fairness use), then the engine's play, and for extended
 *   games the module policy's turns until the round settles.
 * - Wager: 1 currency unit (10^8 minor units at 8 decimals); chip games' policies give decimal chip amounts
 *   summing to 1, converted with the engine's minorData.
 * - RTP = Σ payout / Σ stake. Its 99% interval is the normal approximation R ± 2.576 σ / √N, with σ the sample
 *   standard deviation of the per-round residual (payout − R × stake) / mean stake; when the stake is the same
 *   every round (every game but blackjack's doubles and splits) that is exactly the standard deviation of the
 *   per-round return payout / stake.
 */
import {
  FLOAT_COUNT,
  SeedPairRounds,
  hashServerSeed,
  outcomeFromFloats,
  type GameId,
  type OutcomeByGame,
} from '@contract/index';
import type { GameModule, RoundStep } from './engine';

export const AUDIT_WAGER = 100_000_000;
export const AUDIT_PAIR_ROUNDS = 100_000;
export const Z_99 = 2.576;

/** The audit's `pair`-th seed pair: a 64-hex server seed (like the sim's) and a readable client seed. */
export function auditSeedPair(seed: string, pair: number): { serverSeed: string; clientSeed: string } {
  return { serverSeed: hashServerSeed(`rtp-audit:${seed}:${pair}`), clientSeed: `audit-${seed}-${pair}` };
}

/** The seeds of the audit's `round`-th bet (0-based). */
export function auditSeeds(seed: string, round: number) {
  const pair = Math.floor(round / AUDIT_PAIR_ROUNDS);
  return { ...auditSeedPair(seed, pair), nonce: round % AUDIT_PAIR_ROUNDS };
}

/** Running sums of one audit, in units of the wager (so numbers stay small). */
export interface AuditTotals {
  rounds: number;
  stake: number;
  payout: number;
  payoutSquares: number;
  stakeSquares: number;
  products: number;
}

export const emptyTotals = (): AuditTotals => ({
  rounds: 0,
  stake: 0,
  payout: 0,
  payoutSquares: 0,
  stakeSquares: 0,
  products: 0,
});

export class AuditError extends Error {}

/**
 * A round player for one game and set of options: call it with a round index, it plays that bet to the end and
 * returns the settled step. The Play data is built and validated once (a bad option throws GameRuleError).
 */
export function auditPlayer<G extends GameId>(
  game: G,
  module: GameModule<G>,
  options: Record<string, string>,
  seed: string,
): (round: number) => RoundStep<unknown, unknown> {
  const { engine, policy } = module;
  const parsed = engine.parseData(policy.data(options));
  const data = engine.minorData
    ? engine.minorData(parsed, (amount) => Math.round(amount * AUDIT_WAGER))
    : parsed;
  const floats = new Float64Array(FLOAT_COUNT[game]);
  let pair = -1;
  let rounds: SeedPairRounds | null = null;
  return (round) => {
    const pairIndex = Math.floor(round / AUDIT_PAIR_ROUNDS);
    if (pairIndex !== pair || !rounds) {
      pair = pairIndex;
      const { serverSeed, clientSeed } = auditSeedPair(seed, pair);
      rounds = new SeedPairRounds(serverSeed, clientSeed);
    }
    rounds.floatsInto(round % AUDIT_PAIR_ROUNDS, floats);
    const outcome = outcomeFromFloats(game, floats) as OutcomeByGame[G];
    let step = engine.play({ wager: AUDIT_WAGER, data, outcome });
    while (step.type === 'continue') {
      if (!policy.next || !engine.turn || !engine.finish) {
        throw new AuditError(`${game}: the round continues but the module has no turn policy`);
      }
      const action = policy.next(step.state, options);
      step = action === 'finish' ? engine.finish(step.state) : engine.turn(step.state, action, Infinity);
    }
    if (step.type === 'fail') throw new AuditError(`${game}: the policy played a refused turn`);
    return step;
  };
}

/** Plays rounds `from` .. `from + count − 1` into `totals`. */
export function playRounds(
  play: (round: number) => RoundStep<unknown, unknown>,
  from: number,
  count: number,
  totals: AuditTotals = emptyTotals(),
): AuditTotals {
  for (let round = from; round < from + count; round += 1) {
    const step = play(round);
    const stake = step.stake / AUDIT_WAGER;
    const payout = step.payout / AUDIT_WAGER;
    totals.rounds += 1;
    totals.stake += stake;
    totals.payout += payout;
    totals.payoutSquares += payout * payout;
    totals.stakeSquares += stake * stake;
    totals.products += payout * stake;
  }
  return totals;
}

/** RTP and its 99% normal-approximation interval from the totals. */
export function rtpInterval(totals: AuditTotals): { rtp: number; ci99: [number, number] } {
  const { rounds: n, stake, payout, payoutSquares, stakeSquares, products } = totals;
  if (n === 0 || stake === 0) return { rtp: Number.NaN, ci99: [Number.NaN, Number.NaN] };
  const rtp = payout / stake;
  if (n < 2) return { rtp, ci99: [rtp, rtp] };
  // Σ (p − R s)² = Σp² − 2R Σps + R² Σs²; the residuals sum to 0 by the choice of R.
  const residualSquares = Math.max(payoutSquares - 2 * rtp * products + rtp * rtp * stakeSquares, 0);
  const sigma = Math.sqrt(residualSquares / (n - 1)) / (stake / n);
  const half = (Z_99 * sigma) / Math.sqrt(n);
  return { rtp, ci99: [rtp - half, rtp + half] };
}

export interface AuditReport {
  game: GameId;
  rounds: number;
  rtp: number;
  theoreticalRtp: number;
  ci99: [number, number];
  roundsPerSecond: number;
}

/** The whole audit: `rounds` bets of `game` with `options`, seeded by `seed`. */
export function runAudit<G extends GameId>(
  game: G,
  module: GameModule<G>,
  { rounds, seed, options = {} }: { rounds: number; seed: string; options?: Record<string, string> },
): AuditReport {
  const theoreticalRtp = module.policy.theoreticalRtp(options);
  const play = auditPlayer(game, module, options, seed);
  const started = performance.now();
  const totals = playRounds(play, 0, rounds);
  const seconds = (performance.now() - started) / 1000;
  const { rtp, ci99 } = rtpInterval(totals);
  return {
    game,
    rounds,
    rtp,
    theoreticalRtp,
    ci99,
    roundsPerSecond: seconds > 0 ? Math.round(rounds / seconds) : 0,
  };
}

/**
 * Loads one game's module on its own, so a tool can use the games that exist even when another one does not
 * build yet. Each entry is a static import() that bundlers can follow.
 */
export const GAME_LOADERS: { [G in GameId]: () => Promise<GameModule<G>> } = {
  keno: async () => (await import('./keno')).keno as GameModule<'keno'>,
  baccarat: async () => (await import('./baccarat')).baccarat as GameModule<'baccarat'>,
  hilo: async () => (await import('./hilo')).hilo as GameModule<'hilo'>,
  roulette: async () => (await import('./roulette')).roulette as GameModule<'roulette'>,
  stairs: async () => (await import('./stairs')).stairs as GameModule<'stairs'>,
  limbo: async () => (await import('./limbo')).limbo as GameModule<'limbo'>,
  mines: async () => (await import('./mines')).mines as GameModule<'mines'>,
  blackjack: async () => (await import('./blackjack')).blackjack as GameModule<'blackjack'>,
};

export function loadGameModule<G extends GameId>(game: G): Promise<GameModule<G>> {
  return (GAME_LOADERS[game] as () => Promise<GameModule<G>>)();
}
