/** Small helpers of the generated art: a seeded generator, text escaping and fitted text. */

/** FNV-1a: a record's id as a 32-bit seed. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: the same seed draws the same numbers, so the art is the same on every machine. */
export function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Rounds coordinates: one decimal is plenty at these sizes and keeps the files small. */
export const r = (value: number) => Math.round(value * 10) / 10;

/** Heavy display faces an img-loaded SVG can reach on most systems (it cannot use the page's fonts). */
export const DISPLAY_FONT = "Impact,'Arial Black','Helvetica Neue',Arial,sans-serif";
export const PLAIN_FONT = "'Helvetica Neue',Arial,sans-serif";

/** Average advance of an upper-case glyph of the display face, as a share of the font size. */
const GLYPH_WIDTH = 0.6;

/** Splits a title into at most two lines of roughly equal length. */
export function twoLines(title: string): string[] {
  const words = title.split(' ');
  if (words.length < 2 || title.length <= 10) return [title];
  let best = [title];
  let bestDiff = Infinity;
  for (let cut = 1; cut < words.length; cut += 1) {
    const first = words.slice(0, cut).join(' ');
    const second = words.slice(cut).join(' ');
    const diff = Math.abs(first.length - second.length);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = [first, second];
    }
  }
  return best;
}

/**
 * A centred line of text no wider than `maxWidth`: a long line is squeezed to fit by textLength, so a title
 * never runs off its cover whatever font the system lends.
 */
export function fittedText(
  text: string,
  x: number,
  y: number,
  size: number,
  maxWidth: number,
  attributes: string,
): string {
  const estimate = text.length * size * GLYPH_WIDTH;
  const squeeze = estimate > maxWidth ? ` textLength="${r(maxWidth)}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${r(x)}" y="${r(y)}" font-size="${r(size)}" text-anchor="middle"${squeeze} ${attributes}>${escapeXml(text)}</text>`;
}
