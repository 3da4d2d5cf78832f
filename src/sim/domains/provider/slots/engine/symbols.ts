/**
 * The reel symbols every video slot of the simulated provider uses: four high-paying picture symbols, four
 * low-paying card ranks, a wild that stands in for any of them, and a scatter that pays anywhere and opens
 * free spins. Each game's theme gives them names and art; the maths only knows their indexes.
 */
export const SLOT_SYMBOLS = ['h1', 'h2', 'h3', 'h4', 'l1', 'l2', 'l3', 'l4', 'wild', 'scatter'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Symbol indexes (into SLOT_SYMBOLS) the hot loops work with. */
export const WILD = SLOT_SYMBOLS.indexOf('wild');
export const SCATTER = SLOT_SYMBOLS.indexOf('scatter');
export const SYMBOL_COUNT = SLOT_SYMBOLS.length;

export const REELS = 5;
export const ROWS = 3;
/** Shortest line that pays: three of a kind from the leftmost reel. */
export const MIN_RUN = 3;
