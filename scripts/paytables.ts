/**
 * `npx tsx scripts/paytables.ts`: regenerates fixtures/games/{keno,limbo,roulette,baccarat}.json from the
 * engines' own tables: the paytable, the exact theoretical RTP (as a number and, where it is a ratio of
 * integers, as an exact fraction) and the help pages (rules, paytable, fairness translation).
 *
 * `--check` writes nothing and exits 1 when a fixture differs from what would be written.
 */
import { fileURLToPath } from 'node:url';
import {
  KENO_CELLS,
  KENO_DRAWS,
  KENO_MAX_PICKS,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  RED_NUMBERS,
  type Risk,
} from '@contract/index';
import {
  BACCARAT_RETURNS,
  BACCARAT_SIDES,
  baccaratProbabilities,
  baccaratRtp,
} from '../src/sim/games/baccarat';
import { KENO_PAYTABLES, KENO_RISKS, kenoHitWays, kenoMultiplier, kenoRtp } from '../src/sim/games/keno';
import { limboRtp, limboWinChance } from '../src/sim/games/limbo';
import { ROULETTE_BET_TYPES, ROULETTE_RETURNS, ROULETTE_RTP } from '../src/sim/games/roulette';
import { syncJsonFixture } from './fixture-file';

const root = fileURLToPath(new URL('..', import.meta.url));
const round8 = (value: number) => Math.round(value * 1e8) / 1e8;
const percent = (value: number, digits = 2) => `${(value * 100).toFixed(digits)}%`;

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}
function fraction(numerator: bigint, denominator: bigint): string {
  const divisor = gcd(numerator, denominator);
  return `${numerator / divisor}/${denominator / divisor}`;
}

const FLOATS_TEXT =
  'Each bet reads bytes from HMAC_SHA256(key = server seed, message = "client seed:nonce:round"), 32 bytes per ' +
  'round starting at round 0; every 4 bytes b0..b3 make one float b0/256 + b1/256² + b2/256³ + b3/256⁴ ' +
  'in [0, 1), 8 floats per round, and a bet that needs more moves on to round 1, 2 and so on.';
const COMMIT_TEXT =
  'Before you play you see only SHA-256 of the server seed. When you change your client seed the old server ' +
  'seed is revealed, so every bet made with it can be recomputed (on the fairness page, or with ' +
  'npm run fairness -- {game}-{serverSeed}-{clientSeed}-{nonce}). The nonce counts your bets with a seed pair.';

// Keno

function keno() {
  const paytable: Record<string, Record<string, number[]>> = {};
  const rtpByRisk: Record<string, Record<string, number>> = {};
  const rtpExact: Record<string, Record<string, string>> = {};
  const hitChances: Record<string, number[]> = {};
  for (let picks = 1; picks <= KENO_MAX_PICKS; picks += 1) {
    const { ways, total } = kenoHitWays(picks);
    hitChances[picks] = ways.map((count) => round8(count / total));
  }
  for (const risk of KENO_RISKS) {
    paytable[risk] = {};
    rtpByRisk[risk] = {};
    rtpExact[risk] = {};
    for (let picks = 1; picks <= KENO_MAX_PICKS; picks += 1) {
      const { ways, total } = kenoHitWays(picks);
      paytable[risk][picks] = [...KENO_PAYTABLES[risk][picks - 1]!];
      rtpByRisk[risk][picks] = round8(kenoRtp(risk, picks));
      const hundredths = ways.reduce(
        (sum, count, hits) =>
          sum + BigInt(Math.round(kenoMultiplier(risk, picks, hits) * 100)) * BigInt(count),
        0n,
      );
      rtpExact[risk][picks] = fraction(hundredths, BigInt(total) * 100n);
    }
  }
  const all = KENO_RISKS.flatMap((risk) => Object.values(rtpByRisk[risk]!));
  const min = Math.min(...all);
  const max = Math.max(...all);
  const row = (risk: Risk, picks: number) =>
    KENO_PAYTABLES[risk][picks - 1]!.map((multiplier, hits) => `${hits} hits ${multiplier}×`).join(', ');
  return {
    id: 'keno',
    name: 'Keno',
    theoreticalRtp: min,
    theoreticalRtpNote:
      'theoreticalRtp is the lowest of the 30 tables; rtp[risk][picks] is each table’s exact return, ' +
      'rtpExact the same as a fraction',
    rtpRange: [min, max],
    board: { cells: KENO_CELLS, drawn: KENO_DRAWS, minPicks: 1, maxPicks: KENO_MAX_PICKS },
    risks: [...KENO_RISKS],
    paytableNote: 'paytable[risk][picks][hits] is the multiplier of the wager (0 loses)',
    paytable,
    rtp: rtpByRisk,
    rtpExact,
    hitChancesNote: 'hitChances[picks][hits] = C(10, hits) × C(30, picks − hits) / C(40, picks)',
    hitChances,
    help: [
      {
        title: 'Rules',
        body: [
          'Pick from 1 to 10 of the 40 numbered cells, choose a risk (low, medium or high), set your wager and press Play.',
          '10 of the 40 cells are then drawn at random. Each drawn cell that you picked is a hit.',
          'Your payout is the wager times the multiplier that the paytable of your risk gives for your number of picks and hits. A multiplier of 0 loses the wager.',
        ],
      },
      {
        title: 'Paytable',
        body: [
          'Higher risk pays less often and more when it does: with 10 picks, low risk pays from 2 hits and high risk from 4 hits, up to 1,000× for 10 hits at every risk.',
          `Examples with 10 picks. Low: ${row('low', 10)}. High: ${row('high', 10)}.`,
          `The chance of k hits with n picks is C(10, k) × C(30, n − k) / C(40, n). Every table returns between ${percent(min)} and ${percent(max)} of the wager on average; the exact return of each is on the paytable page.`,
          'The payout is the wager times the multiplier, rounded down to the currency’s smallest unit.',
        ],
      },
      {
        title: 'Fairness',
        body: [
          FLOATS_TEXT,
          'Keno uses the first 10 floats. The cells are numbered 0 to 39 in an ascending list; each float draws remaining[floor(float × remaining.length)] out of the cells not drawn yet, so 10 distinct cells come out in draw order.',
          'The draw does not depend on your picks or your risk.',
          COMMIT_TEXT,
        ],
      },
    ],
  };
}

// Limbo

function limbo() {
  const targets = [1.01, 1.5, 2, 3, 5, 10, 25, 100, 1000, 10_000, 100_000, LIMBO_MAX_TARGET];
  const examples = targets.map((target) => ({
    target,
    winChance: round8(limboWinChance(target)),
    rtp: round8(limboRtp(target)),
  }));
  return {
    id: 'limbo',
    name: 'Limbo',
    theoreticalRtp: 0.99,
    houseEdge: 0.01,
    theoreticalRtpNote:
      'the return of a target t is t × P(multiplier ≥ t) = 0.99 up to the floats’ 2^-32 granularity (see examples)',
    minTarget: LIMBO_MIN_TARGET,
    maxTarget: LIMBO_MAX_TARGET,
    targetDecimals: 2,
    paytable: {
      payout: 'wager × target when the drawn multiplier is at least the target, else 0',
      winChance: '0.99 / target',
      examples,
    },
    help: [
      {
        title: 'Rules',
        body: [
          `Set a target multiplier from ${LIMBO_MIN_TARGET} to ${LIMBO_MAX_TARGET.toLocaleString('en-US')} (2 decimals) and your wager, then press Play.`,
          'A multiplier is drawn. If it is equal to or above your target you win the wager times your target; otherwise you lose the wager.',
          'The higher the target, the lower the chance: the win chance is 0.99 divided by the target (49.5% at 2×, 9.9% at 10×).',
        ],
      },
      {
        title: 'Paytable',
        body: [
          'A win pays exactly the target: wager × target, rounded down to the currency’s smallest unit.',
          `Examples: ${examples
            .slice(0, 8)
            .map((example) => `${example.target}× wins ${percent(example.winChance, 4)}`)
            .join(', ')}.`,
          'Whatever the target, the return to player is 99% (the house edge is 1%).',
        ],
      },
      {
        title: 'Fairness',
        body: [
          FLOATS_TEXT,
          'Limbo uses one float f. The drawn multiplier is max(floor(1e8 / (f × 1e8) × 0.99 × 100) / 100, 1): 0.99 / f rounded down to 2 decimals, and never below 1.00.',
          'The multiplier does not depend on your target, so the target only decides whether the same draw wins.',
          COMMIT_TEXT,
        ],
      },
    ],
  };
}

// Roulette

function roulette() {
  const covers: Record<string, number> = {
    straight: 1,
    dozen: 12,
    column: 12,
    red: 18,
    black: 18,
    odd: 18,
    even: 18,
    low: 18,
    high: 18,
  };
  const labels: Record<string, string> = {
    straight: 'a single number 0-36',
    dozen: '1-12, 13-24 or 25-36',
    column: 'one of the three columns of 12 numbers',
    red: 'the 18 red numbers',
    black: 'the 18 black numbers',
    odd: 'odd numbers 1-35',
    even: 'even numbers 2-36',
    low: '1-18',
    high: '19-36',
  };
  const bets = ROULETTE_BET_TYPES.map((type) => ({
    type,
    covers: labels[type],
    numbers: covers[type],
    pays: `${ROULETTE_RETURNS[type] - 1}:1`,
    returns: ROULETTE_RETURNS[type],
    winChance: round8(covers[type]! / 37),
    rtp: round8((covers[type]! * ROULETTE_RETURNS[type]) / 37),
  }));
  return {
    id: 'roulette',
    name: 'Roulette',
    theoreticalRtp: round8(ROULETTE_RTP),
    theoreticalRtpExact: '36/37',
    houseEdge: round8(1 - ROULETTE_RTP),
    pockets: 37,
    redNumbers: [...RED_NUMBERS],
    paytable: { bets },
    help: [
      {
        title: 'Rules',
        body: [
          'European roulette with a single zero: 37 pockets, 0 to 36.',
          'Choose a chip and place it on numbers, dozens, columns, red or black, odd or even, 1-18 or 19-36. You can place several bets; your wager is the sum of your chips.',
          'Press Play to spin. Every bet that covers the winning pocket is paid; the others are lost.',
          'Zero is green: it wins only a straight bet on 0 and loses every dozen, column and even-money bet.',
        ],
      },
      {
        title: 'Paytable',
        body: [
          'Straight up on one number pays 35:1 (36× the chip back). A dozen or a column pays 2:1 (3×). Red, black, odd, even, 1-18 and 19-36 pay 1:1 (2×).',
          `Red numbers: ${RED_NUMBERS.join(', ')}. The other numbers from 1 to 36 are black.`,
          `Every bet returns 36/37 of its stake on average, so the return to player is ${percent(ROULETTE_RTP, 3)} whatever you bet (house edge ${percent(1 - ROULETTE_RTP, 3)}).`,
        ],
      },
      {
        title: 'Fairness',
        body: [
          FLOATS_TEXT,
          'Roulette uses one float f: the winning pocket is floor(f × 37), a number from 0 to 36.',
          'The pocket does not depend on where your chips are.',
          COMMIT_TEXT,
        ],
      },
    ],
  };
}

// Baccarat

function baccarat() {
  const p = baccaratProbabilities();
  const total = BigInt(p.total);
  const counts = {
    player: BigInt(p.counts.player),
    banker: BigInt(p.counts.banker),
    tie: BigInt(p.counts.tie),
  };
  // Returns as integers over 100 (1.95 = 195/100), so the exact RTP is a fraction of integers.
  const exact = {
    player: fraction(200n * counts.player + 100n * counts.tie, 100n * total),
    banker: fraction(195n * counts.banker + 100n * counts.tie, 100n * total),
    tie: fraction(900n * counts.tie, 100n * total),
  };
  const rtp = Object.fromEntries(BACCARAT_SIDES.map((side) => [side, round8(baccaratRtp(side))]));
  return {
    id: 'baccarat',
    name: 'Baccarat',
    theoreticalRtp: rtp.banker,
    theoreticalRtpNote: 'theoreticalRtp is the banker bet’s; rtp gives each bet’s, rtpExact as fractions',
    paytable: {
      player: { pays: '1:1', returns: BACCARAT_RETURNS.player, onTie: 'push (returned)' },
      banker: { pays: '0.95:1', returns: BACCARAT_RETURNS.banker, onTie: 'push (returned)' },
      tie: { pays: '8:1', returns: BACCARAT_RETURNS.tie },
    },
    probabilities: {
      player: round8(p.player),
      banker: round8(p.banker),
      tie: round8(p.tie),
      note: `exact counts of the ${p.total} equally likely rank sequences of 6 cards`,
      counts: p.counts,
    },
    rtp,
    rtpExact: exact,
    cards: {
      values: 'A = 1, 2-9 = face value, 10/J/Q/K = 0; a hand counts its total modulo 10',
      dealOrder: ['player', 'banker', 'player', 'banker', 'player third', 'banker third'],
      deck: 'each card is drawn independently from a full 52-card deck',
    },
    thirdCardRules: {
      natural: 'either hand 8 or 9 on two cards: both stand',
      player: 'draws on 0-5, stands on 6-7',
      bankerWhenPlayerStood: 'draws on 0-5, stands on 6-7',
      bankerWhenPlayerDrew: [
        { bankerTotal: '0-2', rule: 'draws' },
        { bankerTotal: '3', rule: 'draws unless the player’s third card is 8' },
        { bankerTotal: '4', rule: 'draws when the player’s third card is 2-7' },
        { bankerTotal: '5', rule: 'draws when the player’s third card is 4-7' },
        { bankerTotal: '6', rule: 'draws when the player’s third card is 6-7' },
        { bankerTotal: '7', rule: 'stands' },
      ],
    },
    help: [
      {
        title: 'Rules',
        body: [
          'Place chips on Player, Banker or Tie (or several of them); your wager is the sum of your chips. Press Play to deal.',
          'Player and Banker each get two cards, dealt player, banker, player, banker. Aces count 1, 2 to 9 their face value, 10 and picture cards 0; a hand is worth the last digit of its total, so 7 + 8 is 5.',
          'A third card may follow for each side by the fixed rules on the next page. The hand closer to 9 wins; equal totals are a tie.',
        ],
      },
      {
        title: 'Third-card rules',
        body: [
          'If either hand has 8 or 9 with its first two cards (a natural), both stand.',
          'Otherwise the Player draws a third card on 0 to 5 and stands on 6 or 7.',
          'If the Player stood, the Banker draws on 0 to 5 and stands on 6 or 7.',
          'If the Player drew, the Banker draws on 0 to 2; on 3 unless the Player’s third card is an 8; on 4 if it is 2 to 7; on 5 if it is 4 to 7; on 6 if it is 6 or 7; and stands on 7.',
        ],
      },
      {
        title: 'Paytable',
        body: [
          'Player pays 1:1 (2× back). Banker pays 0.95:1 (1.95× back: even money less 5% commission). Tie pays 8:1 (9× back).',
          'On a tie, bets on Player and Banker are pushed: the chips are returned.',
          `Chances per deal: Player ${percent(p.player, 3)}, Banker ${percent(p.banker, 3)}, Tie ${percent(p.tie, 3)}. Return to player: Player ${percent(rtp.player!, 3)}, Banker ${percent(rtp.banker!, 3)}, Tie ${percent(rtp.tie!, 3)}.`,
          'Payouts are rounded down to the currency’s smallest unit.',
        ],
      },
      {
        title: 'Fairness',
        body: [
          FLOATS_TEXT,
          'Baccarat uses 6 floats. Each float f gives a card floor(f × 52): 0 to 51 in the order diamonds, hearts, spades, clubs, each from 2 to A (0 is the 2 of diamonds, 51 the ace of clubs).',
          'The 6 cards are, in order: Player’s first, Banker’s first, Player’s second, Banker’s second, Player’s third and Banker’s third. A third card that the rules do not call for is simply not dealt, so the Banker’s third card is always the sixth.',
          COMMIT_TEXT,
        ],
      },
    ],
  };
}

const fixtures = { keno, limbo, roulette, baccarat };
let stale = 0;
for (const [name, build] of Object.entries(fixtures)) {
  const differs = await syncJsonFixture(`${root}fixtures/games/${name}.json`, build(), {
    label: name,
    differs: "differs from the engine's tables",
  });
  if (differs) stale += 1;
}
if (stale > 0) process.exit(1);
