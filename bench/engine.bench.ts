/**
 * The fairness engine and the game engines alone, in Node, against a bare node:crypto loop measured in the same
 * run: `createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest()`, one HMAC round a call.
 *
 * Rows: the float generator at the float counts the games use (`generateFloats`), then each game's RTP audit
 * loop (src/sim/games/audit.ts: real floats, the real engine, the module policy's default options). A game
 * whose module does not load is skipped with its error.
 *
 * Each row runs timed batches of about BATCH_MS, alternating with batches of the bare loop (so both see the
 * same load on a shared machine), after a warm-up. Figures are medians over the PAIRS pairs; the ratio is the
 * row's HMAC rounds per second (rounds/s × HMAC rounds a round) over the bare loop's, pair by pair, by
 * wall-clock time and again by the process's CPU time (steadier when other processes take turns on the cores).
 */
import { createHmac } from 'node:crypto';
import { FAIR_GAMES, FLOAT_COUNT, generateFloats, hmacRoundsFor, type GameId } from '@contract/index';
import { auditPlayer, loadGameModule, playRounds } from '../src/sim/games/audit';
import { printAligned } from './stats';

const BATCH_MS = 80;
const PAIRS = 15;
const SERVER_SEED = 'a'.repeat(64);
const CLIENT_SEED = 'bench';

type Play = (round: number) => unknown;

/** How long a batch took: wall-clock ms and the process's CPU ms (which a busy machine's other work does not add to). */
interface Took {
  wallMs: number;
  cpuMs: number;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** A loop over rounds 0, 1, 2, … that keeps counting across batches, so no round repeats. */
function counting(play: Play) {
  let round = 0;
  return (size: number): Took => {
    const cpuStarted = cpuMs();
    const started = performance.now();
    for (let index = 0; index < size; index += 1) play(round++);
    return { wallMs: performance.now() - started, cpuMs: cpuMs() - cpuStarted };
  };
}

/** Warms `run` up and grows the batch until one lasts about BATCH_MS. */
function batchSize(run: (size: number) => Took): number {
  for (let size = 256; ; size *= 2) {
    const { wallMs } = run(size);
    if (wallMs >= BATCH_MS / 4) return Math.max(1, Math.round((size * BATCH_MS) / wallMs));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const bareHmac: Play = (nonce) =>
  createHmac('sha256', SERVER_SEED).update(`${CLIENT_SEED}:${nonce}:0`).digest();

interface Measured {
  roundsPerSecond: number;
  bareHmacPerSecond: number;
  /** HMAC rounds per second over the bare loop's, by wall-clock time and by CPU time. */
  ratio: number;
  cpuRatio: number;
}

/** `play`'s rounds per second, the bare loop's, and HMAC rounds per second over the bare loop's. */
function againstBare(play: Play, hmacRounds: number): Measured {
  const runPlay = counting(play);
  const runBare = counting(bareHmac);
  const playSize = batchSize(runPlay);
  const bareSize = batchSize(runBare);
  const rates: number[] = [];
  const bareRates: number[] = [];
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  for (let pair = 0; pair < PAIRS; pair += 1) {
    // Swap the order every pair, so garbage one loop leaves for the next collection is not always the other's.
    let bare: Took;
    let own: Took;
    if (pair % 2 === 0) {
      bare = runBare(bareSize);
      own = runPlay(playSize);
    } else {
      own = runPlay(playSize);
      bare = runBare(bareSize);
    }
    const rate = playSize / (own.wallMs / 1000);
    const bareRate = bareSize / (bare.wallMs / 1000);
    rates.push(rate);
    bareRates.push(bareRate);
    ratios.push((rate * hmacRounds) / bareRate);
    cpuRatios.push((playSize * hmacRounds * bare.cpuMs) / (bareSize * own.cpuMs));
  }
  return {
    roundsPerSecond: median(rates),
    bareHmacPerSecond: median(bareRates),
    ratio: median(ratios),
    cpuRatio: median(cpuRatios),
  };
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');

interface Row {
  label: string;
  floats: number;
  hmacRounds: number;
  measured: Measured;
}

function measureRow(label: string, floats: number, play: Play): Row {
  const hmacRounds = hmacRoundsFor(floats);
  return { label, floats, hmacRounds, measured: againstBare(play, hmacRounds) };
}

export async function run(): Promise<void> {
  const rows: Row[] = [];
  for (const count of [1, 6, 10, 25, 52]) {
    rows.push(
      measureRow(`generateFloats ×${count}`, count, (nonce) =>
        generateFloats({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce }, count),
      ),
    );
  }
  for (const game of FAIR_GAMES) {
    let play: Play;
    try {
      const module = await loadGameModule(game as GameId);
      const audit = auditPlayer(game, module, {}, 'bench');
      playRounds(audit, 0, 10);
      play = audit;
    } catch (error) {
      console.log(`${game.padEnd(9)} skipped: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    rows.push(measureRow(`${game} audit loop`, FLOAT_COUNT[game], play));
  }
  const bare = median(rows.map((row) => row.measured.bareHmacPerSecond));
  console.log(
    `bare createHmac loop (node:crypto, one HMAC round a call): ${whole(bare)} HMAC rounds/s ` +
      `(median over the rows; each row's ratio uses the bare batches timed next to its own)`,
  );
  printAligned(
    [
      'rows',
      'floats',
      'HMAC rounds/round',
      'rounds/s',
      'HMAC rounds/s',
      'bare HMAC/s',
      '× createHmac',
      '× by CPU time',
    ],
    rows.map(({ label, floats, hmacRounds, measured }) => [
      label,
      String(floats),
      String(hmacRounds),
      whole(measured.roundsPerSecond),
      whole(measured.roundsPerSecond * hmacRounds),
      whole(measured.bareHmacPerSecond),
      `${measured.ratio.toFixed(2)}×`,
      `${measured.cpuRatio.toFixed(2)}×`,
    ]),
  );
}
