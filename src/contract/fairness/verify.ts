/**
 * One bet's outcome from its seeds, exactly as the games draw it: used by the sim's games, the /fairness page
 * and `npm run fairness`. One implementation, so all three always agree.
 */
import { generateFloats, hashServerSeed, type SeedTriple } from './bytes';
import { stairsRows } from './stairs';
import { cardFromFloat, drawWithoutReplacement, limboMultiplier, roulettePocket } from './translations';
import { WHEEL_GAME, wheelSegment } from './wheel';

export const FAIR_GAMES = [
  'keno',
  'baccarat',
  'hilo',
  'roulette',
  'stairs',
  'limbo',
  'mines',
  'blackjack',
] as const;
export type FairGame = (typeof FAIR_GAMES)[number];

export const isFairGame = (value: string): value is FairGame =>
  (FAIR_GAMES as readonly string[]).includes(value);

/**
 * Everything /fairness verifies: the games (FAIR_GAMES, each with its game page) and draws that are no game
 * page, like the bonus wheel (wheel.ts). Kept apart so that FAIR_GAMES stays the list of playable games.
 */
export type VerifiableGame = FairGame | typeof WHEEL_GAME;

export const isVerifiableGame = (value: string): value is VerifiableGame =>
  isFairGame(value) || value === WHEEL_GAME;

/** The list of them, for the verify form's picker and the command line (built on call: no top-level work). */
export const verifiableGames = (): readonly VerifiableGame[] => [...FAIR_GAMES, WHEEL_GAME];

export const KENO_CELLS = 40;
export const KENO_DRAWS = 10;
export const MINES_TILES = 25;
/** Hilo and blackjack deal from an infinite deck: 52 independent cards are drawn for each bet. */
export const CARDS_PER_BET = 52;
export const BACCARAT_CARDS = 6;

/** How many floats each game's outcome consumes. */
export const FLOAT_COUNT: Record<VerifiableGame, number> = {
  keno: KENO_DRAWS,
  baccarat: BACCARAT_CARDS,
  hilo: CARDS_PER_BET,
  roulette: 1,
  stairs: 52,
  limbo: 1,
  mines: MINES_TILES,
  blackjack: CARDS_PER_BET,
  wheel: 1,
};

export type FairOutcome =
  | { multiplier: number }
  | { drawn: number[] }
  | { order: number[] }
  | { pocket: number }
  | { cards: number[] }
  | { rows: number[][] }
  | { segment: number };

export interface OutcomeByGame {
  keno: { drawn: number[] };
  baccarat: { cards: number[] };
  hilo: { cards: number[] };
  roulette: { pocket: number };
  stairs: { rows: number[][] };
  limbo: { multiplier: number };
  mines: { order: number[] };
  blackjack: { cards: number[] };
  wheel: { segment: number };
}

/** Cards from floats, one per float (a new array: `floats` may be a reused buffer). */
function cardsFromFloats(floats: ArrayLike<number>): number[] {
  const cards = new Array<number>(floats.length);
  for (let index = 0; index < floats.length; index += 1) cards[index] = cardFromFloat(floats[index]!);
  return cards;
}

/** The game's outcome from its floats (exactly FLOAT_COUNT[game] of them); nothing returned aliases `floats`. */
export function outcomeFromFloats<G extends VerifiableGame>(
  game: G,
  floats: ArrayLike<number>,
): OutcomeByGame[G] {
  return outcomeOf(game, floats) as OutcomeByGame[G];
}

function outcomeOf(game: VerifiableGame, floats: ArrayLike<number>): FairOutcome {
  switch (game) {
    case 'wheel':
      return { segment: wheelSegment(floats[0]!) };
    case 'limbo':
      return { multiplier: limboMultiplier(floats[0]!) };
    case 'roulette':
      return { pocket: roulettePocket(floats[0]!) };
    case 'keno':
      return { drawn: drawWithoutReplacement(floats, KENO_CELLS, KENO_DRAWS) };
    case 'mines':
      return { order: drawWithoutReplacement(floats, MINES_TILES) };
    case 'stairs':
      return { rows: stairsRows(floats) };
    case 'baccarat':
    case 'hilo':
    case 'blackjack':
      return { cards: cardsFromFloats(floats) };
  }
}

export interface Verification<G extends VerifiableGame = VerifiableGame> extends SeedTriple {
  game: G;
  serverSeedHash: string;
  floats: number[];
  outcome: OutcomeByGame[G];
}

export function verifyBet<G extends VerifiableGame>(game: G, seeds: SeedTriple): Verification<G> {
  const floats = generateFloats(seeds, FLOAT_COUNT[game]);
  return {
    game,
    serverSeed: seeds.serverSeed,
    serverSeedHash: hashServerSeed(seeds.serverSeed),
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
    floats,
    outcome: outcomeFromFloats(game, floats),
  };
}

export interface VerifyParam extends SeedTriple {
  game: VerifiableGame;
}

/**
 * `{game}-{serverSeed}-{clientSeed}-{nonce}`. Server seeds are hex and never contain '-', so a client seed
 * (free text) may: it is everything between the server seed and the last '-'.
 */
export function parseVerifyParam(value: string): VerifyParam | null {
  const first = value.indexOf('-');
  const second = value.indexOf('-', first + 1);
  const last = value.lastIndexOf('-');
  if (first < 0 || second < 0 || last <= second) return null;
  const game = value.slice(0, first);
  const nonceText = value.slice(last + 1);
  if (!isVerifiableGame(game) || !/^\d+$/.test(nonceText)) return null;
  const nonce = Number(nonceText);
  if (!Number.isSafeInteger(nonce)) return null;
  return {
    game,
    serverSeed: value.slice(first + 1, second),
    clientSeed: value.slice(second + 1, last),
    nonce,
  };
}

export function formatVerifyParam({ game, serverSeed, clientSeed, nonce }: VerifyParam): string {
  return `${game}-${serverSeed}-${clientSeed}-${nonce}`;
}
