/**
 * Provider logos (2:1): a seeded mark (a shape holding the initials) and the wordmark. Made-up studios get
 * made-up marks; the same name always draws the same logo.
 */
import { DISPLAY_FONT, PLAIN_FONT, escapeXml, fittedText, generator, pick, seedOf } from './svg';

export interface LogoRecord {
  name: string;
  slug: string;
}

const SHAPES = [
  'M30 6l24 14v28L30 62L6 48V20z', // hexagon
  'M30 4l26 26l-26 26L4 30z', // diamond
  'M6 8h48v26c0 14-12 22-24 26C18 56 6 48 6 34z', // shield
  'M30 4a26 26 0 1 0 0.1 0z', // circle
  'M8 8h44v44H8z', // square
];

export function providerLogo(provider: LogoRecord): string {
  const random = generator(seedOf(provider.slug));
  const hue = Math.floor(random() * 360);
  const main = `hsl(${hue} 80% 58%)`;
  const deep = `hsl(${(hue + 40) % 360} 75% 38%)`;
  const words = provider.name.split(' ');
  const initials = words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  const [brand = provider.name, ...rest] = words;
  const tagline = rest.join(' ').toUpperCase();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120">` +
    `<defs><linearGradient id="m" x2="1" y2="1"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>` +
    `<g transform="translate(90 10) scale(1)"><path d="${pick(random, SHAPES)}" fill="url(#m)"/>` +
    `<text x="30" y="40" font-size="22" text-anchor="middle" font-family="${DISPLAY_FONT}" font-weight="900" fill="#fff">${escapeXml(initials)}</text></g>` +
    fittedText(
      brand.toUpperCase(),
      120,
      96,
      22,
      220,
      `font-family="${DISPLAY_FONT}" font-weight="900" fill="#fff" letter-spacing="1"`,
    ) +
    (tagline
      ? fittedText(
          tagline,
          120,
          113,
          10,
          200,
          `font-family="${PLAIN_FONT}" font-weight="700" fill="${main}" letter-spacing="3"`,
        )
      : '') +
    `</svg>`
  );
}
