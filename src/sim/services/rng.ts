import seedrandom from 'seedrandom';

/** A named stream of seeded randomness; same seed and stream name give the same sequence. */
export interface RandomStream {
  next(): number;
  /** Lowercase hex string of `length` characters. */
  hex(length: number): string;
  /** URL-safe token of `length` characters. */
  token(length: number): string;
  int(maxExclusive: number): number;
}

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function createStream(seed: string, name: string): RandomStream {
  const prng = seedrandom(`${seed}:${name}`);
  const int = (maxExclusive: number) => Math.floor(prng() * maxExclusive);
  const pick = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet[int(alphabet.length)]).join('');
  return {
    next: () => prng(),
    int,
    hex: (length) => pick('0123456789abcdef', length),
    token: (length) => pick(TOKEN_ALPHABET, length),
  };
}

/** The world's streams, one per concern, so that adding calls to one concern never shifts another. */
export function createRandom(seed: string) {
  return {
    ids: createStream(seed, 'ids'),
    tokens: createStream(seed, 'tokens'),
    salts: createStream(seed, 'salts'),
    secrets: createStream(seed, 'secrets'),
  };
}
export type SimRandom = ReturnType<typeof createRandom>;
