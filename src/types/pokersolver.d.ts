/**
 * Types for pokersolver 2.1 (the package ships none): only the parts the poker room uses. The package is
 * CommonJS and fills `exports` through a helper, so Node's ESM loader sees no named export: only the default
 * (module.exports) is declared as a value, and the sim takes Hand from engine/pokersolver.ts.
 */
declare module 'pokersolver' {
  interface Hand {
    /** Every card given to `solve`. */
    cardPool: unknown[];
    /** The cards that make the hand (at most five). */
    cards: { value: string; suit: string; rank: number; toString(): string }[];
    /** The hand's kind, e.g. 'Two Pair'. */
    name: string;
    /** The kind with its ranks, e.g. "Two Pair, A's & Q's". */
    descr: string;
    /** The kind's rank in the game's order (a higher rank beats a lower one). */
    rank: number;
    toString(): string;
  }
  interface HandClass {
    /** Solves 3 to 7 cards written like 'As', 'Td', '2c' under a game's rules ('standard' by default). */
    solve(cards: readonly string[], game?: string, canDisqualify?: boolean): Hand;
    /** The best of `hands`; several when they tie. */
    winners(hands: readonly Hand[]): Hand[];
  }
  const pokersolver: { Hand: HandClass };
  export type { Hand };
  export default pokersolver;
}
