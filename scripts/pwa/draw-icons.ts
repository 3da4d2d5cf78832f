/**
 * Writes the installable app's icons into public/pwa/ (committed, like the chat's art): the SVG icon, the PNGs a
 * web manifest needs (192 and 512, and a maskable 512), the 180 px touch icon and the offline game cover. The
 * PNGs are rasterised by the Chromium the end-to-end tests use. Re-run after changing the theme or the logo:
 *
 *   npx tsx scripts/pwa/draw-icons.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { appIcon, maskableIcon, offlineCover } from './icon-art.ts';
import { defaultThemeColours } from './theme-colours.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = join(ROOT, 'public', 'pwa');

const colours = defaultThemeColours(ROOT);
const icon = appIcon(colours);
const maskable = maskableIcon(colours);

mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'icon.svg'), icon);
writeFileSync(join(OUT, 'offline-cover.svg'), offlineCover(colours));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
async function rasterise(source: string, size: number, file: string) {
  await page.setViewportSize({ width: size, height: size });
  const sized = source.replace(/ width="\d+" height="\d+"/, ` width="${size}" height="${size}"`);
  await page.setContent(`<body style="margin:0;background:transparent">${sized}</body>`);
  writeFileSync(join(OUT, file), await page.screenshot({ omitBackground: true }));
}
await rasterise(icon, 192, 'icon-192.png');
await rasterise(icon, 512, 'icon-512.png');
await rasterise(maskable, 512, 'icon-maskable-512.png');
// iOS draws its own rounded corners over an opaque square.
await rasterise(maskable, 180, 'apple-touch-icon.png');
await browser.close();
console.log(`Icons written to ${OUT}`);
