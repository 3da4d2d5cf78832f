/**
 * The table's chips per currency: about one US dollar as the smallest, then 5, 25, 100 and 500 of it. The
 * provider's client keeps its own round values per currency (it does not follow the operator's prices).
 */
const BASE: Record<string, number> = {
  usdt: 1,
  btc: 0.00001,
  eth: 0.0005,
  ltc: 0.01,
  sol: 0.01,
  doge: 5,
  trx: 10,
  bnb: 0.002,
};
const MULTIPLES = [1, 5, 25, 100, 500];

export function chipValues(currency: string): number[] {
  const base = BASE[currency.toLowerCase()] ?? 1;
  // Rounded to 8 decimals: 5 * 0.00001 must be 0.00005, not 0.000049999...
  return MULTIPLES.map((multiple) => Math.round(base * multiple * 1e8) / 1e8);
}

/** A chip's face: the multiple of the smallest chip (1, 5, 25, 100, 500). */
export const chipFace = (index: number) => String(MULTIPLES[index] ?? '');
