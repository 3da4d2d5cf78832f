/**
 * The game engines alone, in Node: rounds per second of the raw fairness float generator (HMAC-SHA256 bytes to
 * floats, at the float counts the games use) and of each game's RTP audit loop (src/sim/games/audit.ts: real
 * floats, the real engine, the module policy's default options). A game whose module does not load is skipped
 * with its error. Each figure is the best of a few timed batches of about half a second, after a warm-up.
 */
import { FAIR_GAMES, FLOAT_COUNT, generateFloats, type GameId } from '@contract/index';
import { auditPlayer, loadGameModule, playRounds } from '../src/sim/games/audit';

const BATCH_MS = 500;
const BATCHES = 3;

/** Rounds per second of `play(round)`: runs batches of growing size until one lasts BATCH_MS, best of BATCHES. */
function measure(play: (round: number) => unknown): number {
  let round = 0;
  let size = 256;
  // Warm-up and sizing: grow the batch until it takes a measurable time.
  for (;;) {
    const started = performance.now();
    for (let index = 0; index < size; index += 1) play(round++);
    const elapsed = performance.now() - started;
    if (elapsed >= BATCH_MS / 4) {
      size = Math.max(1, Math.round((size * BATCH_MS) / elapsed));
      break;
    }
    size *= 2;
  }
  let best = 0;
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const started = performance.now();
    for (let index = 0; index < size; index += 1) play(round++);
    best = Math.max(best, size / ((performance.now() - started) / 1000));
  }
  return best;
}

const format = (perSecond: number) => `${Math.round(perSecond).toLocaleString('en-US')} rounds/s`;

export async function run(): Promise<void> {
  const serverSeed = 'a'.repeat(64);
  const floatCounts = [...new Set([1, 6, 10, 25, 52])];
  for (const count of floatCounts) {
    const rate = measure((nonce) => generateFloats({ serverSeed, clientSeed: 'bench', nonce }, count));
    console.log(`floats x${String(count).padEnd(2)} (${Math.ceil(count / 8)} HMAC rounds): ${format(rate)}`);
  }

  for (const game of FAIR_GAMES) {
    let play: (round: number) => unknown;
    try {
      const module = await loadGameModule(game as GameId);
      const audit = auditPlayer(game, module, {}, 'bench');
      play = (round) => audit(round);
      playRounds(audit, 0, 10);
    } catch (error) {
      console.log(`${game.padEnd(9)} skipped: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    console.log(`${game.padEnd(9)} audit loop (${FLOAT_COUNT[game]} floats): ${format(measure(play))}`);
  }
}
