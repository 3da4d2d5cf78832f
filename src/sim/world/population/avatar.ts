/**
 * The crowd's avatars, made offline: a 5x5 identicon mirrored around its middle column, in one colour on a
 * light tile, as an SVG data URL. A pure function of the name, so a player keeps their face across reloads
 * and the same seed draws the same faces.
 */

const GRID = 5;
const CELL = 8;
const HALF = Math.ceil(GRID / 2);

/** 32-bit FNV-1a of the text: a well-spread start for the pattern. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** xorshift32: the next state of a small generator (never 0 once started from a non-zero state). */
function xorshift(state: number): number {
  let next = state || 0x9e3779b9;
  next ^= next << 13;
  next ^= next >>> 17;
  next ^= next << 5;
  return next >>> 0;
}

export function identicon(name: string): string {
  let state = fnv1a(name);
  const hue = state % 360;
  const cells: string[] = [];
  for (let row = 0; row < GRID; row += 1) {
    for (let column = 0; column < HALF; column += 1) {
      state = xorshift(state);
      if (state % 2 === 0) continue;
      const mirrored = GRID - 1 - column;
      for (const x of new Set([column, mirrored])) {
        cells.push(`<rect x="${x * CELL}" y="${row * CELL}" width="${CELL}" height="${CELL}"/>`);
      }
    }
  }
  const size = GRID * CELL;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 ${size + 8} ${size + 8}">` +
    `<rect x="-4" y="-4" width="${size + 8}" height="${size + 8}" rx="6" fill="hsl(${hue},45%,92%)"/>` +
    `<g fill="hsl(${hue},60%,45%)">${cells.join('')}</g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
