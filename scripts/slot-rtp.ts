/**
 * `npm run -s slot-rtp -- [--games N] [--rounds N] [--seed S] [--json]`: the measured RTP of the simulated
 * provider's slots and scratch cards. Takes N games of the catalogue (default 12), spread over the three
 * volatilities and the RTP range, plays `rounds` whole rounds of each (default 1,000,000: the paid spin and
 * its free spins) through the real engine (half of the games buy-bonuses ones) from a seeded stream, and prints the target RTP, the measured one
 * with its 99% interval, and for buy-bonuses games the bought bonus's measured RTP at its price (a tenth of
 * the rounds). Then as many scratch cards the same way.
 */
import { allGames } from '../src/sim/domains/catalogue/store';
import type { CatalogueRecord } from '../src/sim/domains/catalogue/records';
import { BOUGHT_SCATTERS, slotGame } from '../src/sim/domains/provider/slots/engine/game';
import { playRound } from '../src/sim/domains/provider/slots/engine/spin';
import { scratchCard, scratchGame } from '../src/sim/domains/provider/slots/instant/scratch-card';
import { BUY_BONUS_CATEGORY } from '../src/sim/domains/provider/slots/slot-game';
import { createStream } from '../src/sim/services/rng';

const USAGE = 'usage: npm run -s slot-rtp -- [--games N] [--rounds N] [--seed S] [--json]';
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1]! : fallback;
};
if (args.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}
const count = Number(option('games', '12'));
const rounds = Number(option('rounds', '1000000').replace(/_/g, ''));
const seed = option('seed', 'slot-rtp');
const json = args.includes('--json');
if (!Number.isSafeInteger(count) || count < 1 || !Number.isSafeInteger(rounds) || rounds < 100) {
  console.error(USAGE);
  process.exit(2);
}

interface Measured {
  mean: number;
  ci99: [number, number];
}

function measure(n: number, draw: () => number): Measured {
  let sum = 0;
  let squares = 0;
  for (let index = 0; index < n; index += 1) {
    const value = draw();
    sum += value;
    squares += value * value;
  }
  const mean = sum / n;
  const half = 2.576 * Math.sqrt((squares / n - mean * mean) / n);
  return { mean, ci99: [mean - half, mean + half] };
}

/** `n` games of `kind`, alternating the volatilities, each third spread over the RTP range. */
function sample(games: readonly CatalogueRecord[], kind: 'slot' | 'instant', n: number): CatalogueRecord[] {
  const byVolatility = (['low', 'medium', 'high'] as const).map((volatility) =>
    games
      .filter((game) => game.kind === kind && game.volatility === volatility)
      .sort((a, b) => a.rtp! - b.rtp!),
  );
  return Array.from({ length: n }, (_, index) => {
    const list = byVolatility[index % 3]!;
    const slot = Math.floor(index / 3);
    const per = Math.ceil(n / 3);
    return list[Math.min(list.length - 1, Math.floor(((slot + 0.5) / per) * list.length))]!;
  });
}

const random = (name: string) => {
  const stream = createStream(seed, name);
  return () => stream.next();
};
const pct = (value: number) => `${(value * 100).toFixed(3)}%`;
const catalogue = await allGames();
const rows: Record<string, unknown>[] = [];
const started = performance.now();

const buyGames = catalogue.filter((game) => game.custom_category === BUY_BONUS_CATEGORY);
const plainGames = catalogue.filter((game) => game.custom_category !== BUY_BONUS_CATEGORY);
const slots = [
  ...sample(plainGames, 'slot', Math.ceil(count / 2)),
  ...sample(buyGames, 'slot', Math.floor(count / 2)),
];
for (const record of slots) {
  const game = slotGame({ id: record.id, volatility: record.volatility!, rtp: record.rtp! });
  const next = random(record.id);
  const base = measure(rounds, () => playRound(game, next).win);
  const buyable = record.custom_category === BUY_BONUS_CATEGORY;
  const spins = game.freeSpins[BOUGHT_SCATTERS - 3]!;
  const buy = buyable
    ? measure(Math.ceil(rounds / 10), () => playRound(game, next, spins).win / game.buyPrice)
    : null;
  rows.push({
    game: record.id,
    kind: 'slot',
    volatility: game.volatility,
    target: game.rtp,
    measured: base,
    buyPrice: buyable ? game.buyPrice : null,
    buy,
  });
}
for (const record of sample(catalogue, 'instant', Math.max(3, Math.round(count / 4)))) {
  const game = scratchGame(record.volatility!, record.rtp!);
  const next = random(record.id);
  rows.push({
    game: record.id,
    kind: 'instant',
    volatility: record.volatility,
    target: game.rtp,
    measured: measure(rounds, () => scratchCard(game, next).win),
    buyPrice: null,
    buy: null,
  });
}

if (json) console.log(JSON.stringify({ rounds, seed, rows }));
else {
  console.log(`${rounds.toLocaleString('en-US')} rounds per game (seed "${seed}"), 99% intervals\n`);
  for (const row of rows) {
    const measured = row.measured as Measured;
    const inside = (row.target as number) >= measured.ci99[0] && (row.target as number) <= measured.ci99[1];
    const buy = row.buy as Measured | null;
    console.log(
      [
        String(row.game).padEnd(40),
        String(row.kind).padEnd(8),
        String(row.volatility).padEnd(7),
        `target ${pct(row.target as number)}`,
        `measured ${pct(measured.mean)} [${pct(measured.ci99[0])}, ${pct(measured.ci99[1])}] ${inside ? 'inside' : 'OUTSIDE'}`,
        buy ? `buy ${row.buyPrice}x: ${pct(buy.mean)} [${pct(buy.ci99[0])}, ${pct(buy.ci99[1])}]` : '',
      ].join('  '),
    );
  }
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
}
