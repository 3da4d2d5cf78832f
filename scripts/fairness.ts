/**
 * `npm run -s fairness -- {game}-{serverSeed}-{clientSeed}-{nonce} [--json]`: recomputes one bet's outcome from
 * its seeds with the same code as the sim and the /fairness page (verifyBet).
 *
 * --json prints one object: { game, serverSeed, serverSeedHash, clientSeed, nonce, floats, outcome }, with
 * outcome { multiplier } (limbo), { drawn } (keno), { order } (mines), { pocket } (roulette), { cards } (hilo,
 * blackjack, baccarat), { rows } (stairs: each row's column order, see src/contract/fairness/stairs.ts) or
 * { segment } (the bonus wheel: src/contract/fairness/wheel.ts).
 * Without it, the same for a person: the HMAC rounds and bytes used, the floats and the outcome drawn.
 */
import {
  STAIRS_DIFFICULTIES,
  verifiableGames,
  cardLabel,
  parseVerifyParam,
  pocketColour,
  stairsStones,
  traceRounds,
  verifyBet,
  wheelLabel,
  wheelLabels,
  type OutcomeByGame,
  type Verification,
} from '@contract/index';
import { WHEEL_SEGMENT_COUNT } from '@contract/promotions';
import { dealBaccarat } from '../src/sim/games/baccarat';

const USAGE =
  'usage: npm run -s fairness -- {game}-{serverSeed}-{clientSeed}-{nonce} [--json]\n' +
  `  game: ${verifiableGames().join(', ')}; the client seed may contain '-'`;

const args = process.argv.slice(2);
const json = args.includes('--json');
const params = args.filter((arg) => arg !== '--json');
if (params.length !== 1 || args.includes('--help') || args.includes('-h')) {
  console.error(USAGE);
  process.exit(2);
}
const param = parseVerifyParam(params[0]!);
if (!param) {
  console.error(`Not a bet to verify: ${params[0]}\n${USAGE}`);
  process.exit(2);
}

const { game, ...seeds } = param;
const verification: Verification = verifyBet(game, seeds);

if (json) {
  const { serverSeed, serverSeedHash, clientSeed, nonce, floats, outcome } = verification;
  console.log(JSON.stringify({ game, serverSeed, serverSeedHash, clientSeed, nonce, floats, outcome }));
  process.exit(0);
}

const cards = (indices: readonly number[]) => indices.map((card) => `${cardLabel(card)} (${card})`).join(' ');

function describeOutcome(): string[] {
  const outcome = verification.outcome;
  switch (game) {
    case 'limbo':
      return [`Multiplier: ${(outcome as OutcomeByGame['limbo']).multiplier.toFixed(2)}×`];
    case 'roulette': {
      const { pocket } = outcome as OutcomeByGame['roulette'];
      return [`Pocket: ${pocket} (${pocketColour(pocket)})`];
    }
    case 'keno': {
      const { drawn } = outcome as OutcomeByGame['keno'];
      return [
        `Drawn cells (0-39, in draw order): ${drawn.join(', ')}`,
        `On the board (numbered 1-40): ${drawn.map((cell) => cell + 1).join(', ')}`,
      ];
    }
    case 'mines': {
      const { order } = outcome as OutcomeByGame['mines'];
      return [
        `Tile order (0-24, row by row): ${order.join(', ')}`,
        'With m mines, the mines are the first m tiles of this order.',
      ];
    }
    case 'stairs': {
      const { rows } = outcome as OutcomeByGame['stairs'];
      return [
        'Column order of each row (bottom row first):',
        ...rows.map((row, index) => `  row ${String(index + 1).padStart(2)}: ${row.join(' ')}`),
        ...STAIRS_DIFFICULTIES.map(
          (difficulty) =>
            `Stones (${difficulty}): ${stairsStones(rows, difficulty)
              .map((stones) => `[${[...stones].sort((a, b) => a - b).join(',')}]`)
              .join(' ')}`,
        ),
      ];
    }
    case 'baccarat': {
      const dealt = (outcome as OutcomeByGame['baccarat']).cards;
      const deal = dealBaccarat(dealt);
      return [
        `Cards (player, banker, player, banker, player third, banker third): ${cards(dealt)}`,
        `Player: ${cards(deal.player)} = ${deal.playerTotal}`,
        `Banker: ${cards(deal.banker)} = ${deal.bankerTotal}`,
        `Result: ${deal.winner}${deal.natural ? ' (natural)' : ''}`,
      ];
    }
    case 'hilo':
    case 'blackjack': {
      const dealt = (outcome as OutcomeByGame['hilo']).cards;
      return [`Cards in deal order (${dealt.length}):`, ...chunk(dealt, 13).map((row) => `  ${cards(row)}`)];
    }
    case 'wheel': {
      const { segment } = outcome as OutcomeByGame['wheel'];
      // The licence may relabel the wheel: these are the default labels.
      return [
        `Segment: ${segment} of ${WHEEL_SEGMENT_COUNT} (prize ${wheelLabel(wheelLabels(null), segment)} on the default wheel)`,
      ];
    }
  }
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

const rounds = traceRounds(seeds, verification.floats.length);
const lines = [
  `Game:             ${game}`,
  `Server seed:      ${verification.serverSeed}`,
  `Server seed hash: ${verification.serverSeedHash}  (sha256 of the server seed)`,
  `Client seed:      ${verification.clientSeed}`,
  `Nonce:            ${verification.nonce}`,
  '',
  'HMAC_SHA256(server seed, "client seed:nonce:round"):',
  ...rounds.map((round) => `  round ${round.round}  ${JSON.stringify(round.message)}  ${round.hex}`),
  '',
  `Floats used (${verification.floats.length}, 4 bytes each):`,
  ...verification.floats.map((float, index) => `  ${String(index).padStart(2)}  ${float}`),
  '',
  ...describeOutcome(),
];
console.log(lines.join('\n'));
