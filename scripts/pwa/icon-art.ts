/**
 * The app's icons and the offline stand-in for a game cover, as SVG: the logo's crown (src/app/layout/Logo.tsx)
 * in the theme's accent on its background. Pure strings, so draw-icons.ts can write and rasterise them.
 */
import type { ThemeColours } from './theme-colours.ts';

/** The logo's crown on its 32-unit grid: it spans x 2..30 and y 6..29, centred on (16, 17.5). */
const CROWN =
  '<path d="M4 24h24l2-14-8 6-6-10-6 10-8-6z"/><rect x="4" y="26" width="24" height="3" rx="1.5"/>';
const CROWN_CENTRE = { x: 16, y: 17.5 };

function crown(colours: ThemeColours, centreX: number, centreY: number, scale: number): string {
  const x = centreX - CROWN_CENTRE.x * scale;
  const y = centreY - CROWN_CENTRE.y * scale;
  return `<g fill="${colours.accent}" transform="translate(${x} ${y}) scale(${scale})">${CROWN}</g>`;
}

const backdrop = (colours: ThemeColours) =>
  `<defs><linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1">` +
  `<stop offset="0" stop-color="${colours.elevated}"/><stop offset="1" stop-color="${colours.background}"/>` +
  `</linearGradient></defs>`;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;

/** The "any" icon: a rounded tile (transparent corners) with a large crown. */
export const appIcon = (colours: ThemeColours) =>
  svg(
    512,
    512,
    `${backdrop(colours)}<rect width="512" height="512" rx="112" fill="url(#backdrop)"/>${crown(colours, 256, 256, 10.5)}`,
  );

/**
 * The maskable icon: full bleed, since the platform cuts its own shape, with the crown inside the safe zone (a
 * circle of 40% of the size around the centre: the crown's half-diagonal is 18.1 units, 154 px at this scale).
 */
export const maskableIcon = (colours: ThemeColours) =>
  svg(
    512,
    512,
    `${backdrop(colours)}<rect width="512" height="512" fill="url(#backdrop)"/>${crown(colours, 256, 256, 8.5)}`,
  );

/** A game cover (3:4, as the tiles draw them) shown offline for a game whose cover was never loaded. */
export const offlineCover = (colours: ThemeColours) =>
  svg(
    300,
    400,
    `${backdrop(colours)}<rect width="300" height="400" fill="url(#backdrop)"/>` +
      `<g opacity="0.35">${crown(colours, 150, 200, 4)}</g>`,
  );
