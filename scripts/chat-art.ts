/**
 * Draws the chat's images from the fixtures, deterministically: the emoji packs (fixtures/chat/emoji-packs.json,
 * one 64x64 SVG per file path under public/) and the sticker catalogue's images (fixtures/chat/stickers.json: one
 * 128x128 SVG per expression and prop, a mascot with the expression's face holding the prop). Re-run after
 * changing either fixture:
 *
 *   npx tsx scripts/chat-art.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import emojiPacks from '../fixtures/chat/emoji-packs.json';
import stickers from '../fixtures/chat/stickers.json';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'public');

const INK = '#3a2614';
const svg = (size: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">${body}</svg>\n`;

// ---- faces (the smileys pack; stickers reuse them) on a 64x64 grid ----

interface Face {
  skin: [string, string, string];
  features: string;
}

const YELLOW: Face['skin'] = ['#ffe27a', '#f5b82e', '#d9921a'];
const RED: Face['skin'] = ['#ff8a6b', '#e5432c', '#a8271a'];
const GREEN: Face['skin'] = ['#c9ec8a', '#86c24a', '#4f8a25'];
const PURPLE: Face['skin'] = ['#c9a0ff', '#8a4fe0', '#5a2aa8'];

const stroke = (d: string, width = 3, color = INK) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const fill = (d: string, color = INK) => `<path d="${d}" fill="${color}"/>`;

const EYES = {
  dots: `<ellipse cx="22" cy="26" rx="3.5" ry="5" fill="${INK}"/><ellipse cx="42" cy="26" rx="3.5" ry="5" fill="${INK}"/>`,
  happy: stroke('M16 28q6-8 12 0M36 28q6-8 12 0'),
  wink: `<ellipse cx="22" cy="26" rx="3.5" ry="5" fill="${INK}"/>${stroke('M36 28q6-8 12 0')}`,
  closed: stroke('M16 27q6 4 12 0M36 27q6 4 12 0'),
  wide: `<circle cx="22" cy="25" r="7" fill="#fff" stroke="${INK}" stroke-width="2"/><circle cx="42" cy="25" r="7" fill="#fff" stroke="${INK}" stroke-width="2"/><circle cx="22" cy="25" r="2.5" fill="${INK}"/><circle cx="42" cy="25" r="2.5" fill="${INK}"/>`,
  hearts: [
    'M22 33c-8-5-10-9-8-12 2-3 6-2 8 1 2-3 6-4 8-1 2 3 0 7-8 12z',
    'M42 33c-8-5-10-9-8-12 2-3 6-2 8 1 2-3 6-4 8-1 2 3 0 7-8 12z',
  ]
    .map((d) => fill(d, '#e0314b'))
    .join(''),
  shades: `${fill('M8 20h48v5h-2c-1 9-5 12-11 12s-9-4-10-9h-2c-1 5-4 9-10 9s-10-3-11-12H8z', '#1d1d28')}${stroke('M14 24l6 0M38 24l6 0', 2, '#6b7188')}`,
  dollars: `<text x="22" y="33" font-family="Arial Black,Impact,sans-serif" font-size="17" font-weight="900" text-anchor="middle" fill="#1f9d55">$</text><text x="42" y="33" font-family="Arial Black,Impact,sans-serif" font-size="17" font-weight="900" text-anchor="middle" fill="#1f9d55">$</text>`,
  glasses: `<circle cx="22" cy="26" r="8" fill="#fff" fill-opacity=".35" stroke="${INK}" stroke-width="2.5"/><circle cx="42" cy="26" r="8" fill="#fff" fill-opacity=".35" stroke="${INK}" stroke-width="2.5"/>${stroke('M30 26h4', 2.5)}<circle cx="22" cy="27" r="2.5" fill="${INK}"/><circle cx="42" cy="27" r="2.5" fill="${INK}"/>`,
  dizzy: stroke('M18 22l8 8M26 22l-8 8M38 22l8 8M46 22l-8 8', 2.6),
};

const BROWS = {
  angry: stroke('M14 16l12 5M50 16l-12 5'),
  raised: stroke('M15 17q6-4 12 0M38 14q6-3 11 1', 2.4),
  sad: stroke('M15 19l11-4M49 19l-11-4', 2.4),
};

const MOUTHS = {
  grin: `${fill('M17 38h30q0 15-15 15t-15-15z')}${fill('M19 39h26v3.5H19z', '#fff')}${fill('M25 48q7-4 14 0q-7 4-14 0z', '#f2737f')}`,
  smile: stroke('M19 40q13 11 26 0'),
  smirk: stroke('M22 43q10 4 20-4'),
  frown: stroke('M21 48q11-9 22 0'),
  flat: stroke('M23 44h18'),
  oh: `<ellipse cx="32" cy="45" rx="5.5" ry="7.5" fill="${INK}"/>`,
  small: `<ellipse cx="32" cy="45" rx="3" ry="3.5" fill="${INK}"/>`,
  kiss: stroke('M30 39q6 2.5 0 5q6 2.5 0 5', 2.6),
  tongue: `${stroke('M19 40q13 11 26 0')}${fill('M30 46h10v4a5 5 0 0 1-10 0z', '#f2737f')}`,
  grimace: `${fill('M18 40h28v9H18z', '#fff')}<path d="M18 40h28v9H18zM18 44.5h28M25 40v9M32 40v9M39 40v9" fill="none" stroke="${INK}" stroke-width="2"/>`,
  wavy: stroke('M19 45q3.25-4 6.5 0t6.5 0 6.5 0 6.5 0', 2.6),
  buck: `${stroke('M19 40q13 11 26 0')}${fill('M28 43h8v6h-8z', '#fff')}${stroke('M32 43v6', 1.2)}`,
};

const EXTRAS = {
  blush:
    '<ellipse cx="14" cy="37" rx="5" ry="3" fill="#f2737f" opacity=".55"/><ellipse cx="50" cy="37" rx="5" ry="3" fill="#f2737f" opacity=".55"/>',
  joyTears: fill('M9 30c-4 6-4 10 0 11s6-4 0-11zM55 30c-4 6-4 10 0 11s6-4 0-11z', '#4fb8f0'),
  tear: fill('M20 33c-3 5-3 9 0 10s5-4 0-10z', '#4fb8f0'),
  sweat: fill('M49 8c-4 6-4 10 0 11s6-4 0-11z', '#4fb8f0'),
  zzz: `<text x="50" y="14" font-family="Arial,sans-serif" font-size="12" font-weight="700" fill="#6b7188">z</text><text x="56" y="7" font-family="Arial,sans-serif" font-size="8" font-weight="700" fill="#6b7188">z</text>`,
  hand: fill('M36 50c3-3 9-4 12-2 2 1 1 3-1 3l-4 0c3 1 4 3 2 4-4 2-9 2-12 0-1-2 1-4 3-5z', '#f5b82e'),
  kissHeart: fill('M50 42c-5-3-6-6-5-8 1-2 4-1 5 1 1-2 4-3 5-1 1 2 0 5-5 8z', '#e0314b'),
  hat: `${fill('M21 13L33 3L45 13z', '#8a4fe0')}<circle cx="33" cy="3.5" r="3" fill="#ffd24a"/>${stroke('M26 10l5-3M33 12l6-4', 1.6, '#fff')}`,
  confetti:
    '<rect x="6" y="10" width="4" height="4" fill="#35c7e8" transform="rotate(20 8 12)"/><rect x="52" y="12" width="4" height="4" fill="#e0314b" transform="rotate(-25 54 14)"/><circle cx="58" cy="30" r="2" fill="#1f9d55"/>',
  horns: fill('M12 14c-2-6 0-11 3-13 0 5 2 8 6 10zM52 14c2-6 0-11-3-13 0 5-2 8-6 10z', '#5a2aa8'),
};

const FACES: Record<string, Face> = {
  grin: { skin: YELLOW, features: EYES.dots + MOUTHS.grin },
  smile: { skin: YELLOW, features: EYES.dots + MOUTHS.smile + EXTRAS.blush },
  joy: { skin: YELLOW, features: EYES.happy + MOUTHS.grin + EXTRAS.joyTears },
  wink: { skin: YELLOW, features: EYES.wink + MOUTHS.smile + EXTRAS.blush },
  cool: { skin: YELLOW, features: EYES.shades + MOUTHS.smirk },
  heart_eyes: { skin: YELLOW, features: EYES.hearts + MOUTHS.grin },
  kiss: { skin: YELLOW, features: EYES.wink + MOUTHS.kiss + EXTRAS.kissHeart + EXTRAS.blush },
  thinking: { skin: YELLOW, features: BROWS.raised + EYES.dots + MOUTHS.flat + EXTRAS.hand },
  neutral: { skin: YELLOW, features: EYES.dots + MOUTHS.flat },
  sleepy: { skin: YELLOW, features: EYES.closed + MOUTHS.small + EXTRAS.zzz },
  cry: { skin: YELLOW, features: BROWS.sad + EYES.dots + MOUTHS.frown + EXTRAS.tear },
  angry: { skin: YELLOW, features: BROWS.angry + EYES.dots + MOUTHS.frown },
  rage: { skin: RED, features: BROWS.angry + EYES.dots + MOUTHS.grimace },
  shocked: { skin: YELLOW, features: BROWS.raised + EYES.wide + MOUTHS.oh },
  party: { skin: YELLOW, features: EXTRAS.hat + EYES.happy + MOUTHS.grin + EXTRAS.confetti },
  money_face: { skin: YELLOW, features: EYES.dollars + MOUTHS.tongue },
  sweat: { skin: YELLOW, features: EYES.happy + MOUTHS.grin + EXTRAS.sweat },
  nerd: { skin: YELLOW, features: EYES.glasses + MOUTHS.buck },
  sick: { skin: GREEN, features: EYES.dizzy + MOUTHS.wavy },
  devil: { skin: PURPLE, features: EXTRAS.horns + BROWS.angry + EYES.dots + MOUTHS.smirk },
};

/** A face drawn in a 64x64 box; `id` keeps gradient ids apart when several faces share one document. */
function faceBody(face: Face, id: string, skin = face.skin): string {
  const [light, base, edge] = skin;
  return (
    `<defs><radialGradient id="${id}" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="${light}"/>` +
    `<stop offset="1" stop-color="${base}"/></radialGradient></defs>` +
    `<circle cx="32" cy="33" r="28" fill="url(#${id})" stroke="${edge}" stroke-width="2"/>${face.features}`
  );
}

// ---- symbols (the casino pack; stickers' props) on a 64x64 grid ----

function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

const RED_SUIT = '#e0314b';
const BLACK_SUIT = '#1d1d28';
const GOLD = '#f5b82e';
const GOLD_EDGE = '#c98a12';
const HEART = 'M32 56C8 40 5 24 14 15c8-7 15-2 18 5 3-7 10-12 18-5 9 9 6 25-18 41z';
const SPADE = 'M32 5C21 19 7 27 9 39c2 9 12 11 18 5l-4 14h18l-4-14c6 6 16 4 18-5C57 27 43 19 32 5z';

/** A black suit on a white card, so that it shows on the dark themes. */
const onCard = (symbol: string) =>
  '<rect x="7" y="3" width="50" height="58" rx="8" fill="#fff" stroke="#c8ccd8" stroke-width="2"/>' +
  `<g transform="translate(9 9.5) scale(.72)">${symbol}</g>`;

const SYMBOLS: Record<string, string> = {
  dice:
    '<rect x="7" y="7" width="50" height="50" rx="11" fill="#fff" stroke="#c8ccd8" stroke-width="2.5"/>' +
    [
      [20, 20],
      [44, 20],
      [32, 32],
      [20, 44],
      [44, 44],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${RED_SUIT}"/>`)
      .join(''),
  chip:
    `<circle cx="32" cy="32" r="28" fill="${RED_SUIT}" stroke="#9c1729" stroke-width="2"/>` +
    '<circle cx="32" cy="32" r="23" fill="none" stroke="#fff" stroke-width="7" stroke-dasharray="8 10.06"/>' +
    '<circle cx="32" cy="32" r="14" fill="#b81f36" stroke="#fff" stroke-width="2" stroke-dasharray="3 2.5"/>',
  spade: onCard(fill(SPADE, BLACK_SUIT)),
  heart: fill(HEART, RED_SUIT),
  diamond: fill('M32 4L54 32 32 60 10 32z', RED_SUIT),
  club: onCard(
    `<circle cx="32" cy="19" r="11" fill="${BLACK_SUIT}"/><circle cx="19" cy="36" r="11" fill="${BLACK_SUIT}"/>` +
      `<circle cx="45" cy="36" r="11" fill="${BLACK_SUIT}"/>${fill('M29 32h6l5 26H24z', BLACK_SUIT)}`,
  ),
  seven:
    '<rect x="6" y="4" width="52" height="56" rx="10" fill="#fff4d6" stroke="#f0c24a" stroke-width="2"/>' +
    `<text x="32" y="52" font-family="Arial Black,Impact,sans-serif" font-size="50" font-weight="900" text-anchor="middle" fill="${RED_SUIT}" stroke="#7a0f20" stroke-width="2">7</text>`,
  cherry:
    stroke('M22 42C25 26 34 15 47 8M42 46C41 32 43 19 47 8', 3, '#3d8b2f') +
    fill('M47 8c6-4 12-2 14 2-6 3-10 2-14-2z', '#5cb84a') +
    `<circle cx="21" cy="46" r="11" fill="${RED_SUIT}"/><circle cx="42" cy="49" r="11" fill="#c9243c"/>` +
    '<circle cx="17" cy="42" r="3" fill="#fff" opacity=".6"/><circle cx="38" cy="45" r="3" fill="#fff" opacity=".6"/>',
  bell:
    `<path d="M32 7c-11 0-17 9-17 20v12l-6 9h46l-6-9V27c0-11-6-20-17-20z" fill="${GOLD}" stroke="${GOLD_EDGE}" stroke-width="2.5"/>` +
    `<circle cx="32" cy="53" r="5" fill="${GOLD_EDGE}"/><circle cx="32" cy="6" r="3" fill="${GOLD_EDGE}"/>` +
    stroke('M22 26c0-6 3-10 7-11', 2.5, '#fff3c4'),
  bar:
    `<rect x="3" y="17" width="58" height="30" rx="6" fill="${BLACK_SUIT}" stroke="${GOLD}" stroke-width="2.5"/>` +
    '<text x="32" y="40" font-family="Arial Black,Impact,sans-serif" font-size="20" font-weight="900" text-anchor="middle" fill="#fff">BAR</text>',
  coin:
    `<circle cx="32" cy="32" r="27" fill="${GOLD}" stroke="${GOLD_EDGE}" stroke-width="3"/>` +
    `<circle cx="32" cy="32" r="20" fill="none" stroke="${GOLD_EDGE}" stroke-width="2"/>` +
    `<text x="32" y="42" font-family="Arial Black,Impact,sans-serif" font-size="28" font-weight="900" text-anchor="middle" fill="${GOLD_EDGE}">$</text>`,
  moneybag:
    fill('M23 13h18l-5 9c12 4 19 14 19 25 0 9-7 13-23 13S9 56 9 47c0-11 7-21 19-25z', '#c9a46b') +
    fill('M24 20h16v5H24z', '#8a6a3a') +
    '<text x="32" y="51" font-family="Arial Black,Impact,sans-serif" font-size="22" font-weight="900" text-anchor="middle" fill="#5e4520">$</text>',
  rocket:
    fill('M25 48l7 14 7-14z', '#ff9a1a') +
    fill('M21 36l-9 10 2 6 9-6zM43 36l9 10-2 6-9-6z', RED_SUIT) +
    '<path d="M32 3c11 9 14 22 13 35l-5 10H24l-5-10C18 25 21 12 32 3z" fill="#e8ecf4" stroke="#9aa3b8" stroke-width="2"/>' +
    '<circle cx="32" cy="24" r="6" fill="#35a7e8" stroke="#9aa3b8" stroke-width="2"/>',
  fire:
    fill('M32 3c4 11 17 17 17 34a17 17 0 0 1-34 0c0-9 4-13 9-17 0 6 2 10 6 11-2-11 0-19 2-28z', '#ff6a1a') +
    fill('M32 26c3 7 9 10 9 19a9 9 0 0 1-18 0c0-5 3-8 5-10 0 3 1 5 3 6-1-6 0-10 1-15z', '#ffd24a'),
  crown:
    `<path d="M7 46L11 17 23 31 32 10 41 31 53 17 57 46z" fill="${GOLD}" stroke="${GOLD_EDGE}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<rect x="7" y="46" width="50" height="9" rx="2" fill="${GOLD_EDGE}"/>` +
    `<circle cx="32" cy="38" r="4" fill="${RED_SUIT}"/><circle cx="19" cy="40" r="3" fill="#35c7e8"/><circle cx="45" cy="40" r="3" fill="#35c7e8"/>`,
  gem:
    fill('M17 9h30l13 17-28 33L4 26z', '#35c7e8') +
    fill('M4 26h56L32 59z', '#1f9fc4') +
    '<path d="M17 9l6 17 9-17 9 17 6-17M23 26l9 33 9-33" fill="none" stroke="#c9f4ff" stroke-width="1.6" stroke-linejoin="round"/>',
  trophy:
    stroke('M18 14H8c0 12 5 18 13 19M46 14h10c0 12-5 18-13 19', 4, GOLD_EDGE) +
    `<path d="M17 6h30v16c0 11-7 18-15 18s-15-7-15-18z" fill="${GOLD}" stroke="${GOLD_EDGE}" stroke-width="2.5"/>` +
    fill('M28 40h8v9h-8z', GOLD_EDGE) +
    `<rect x="18" y="49" width="28" height="9" rx="2" fill="#8a5a1a"/>` +
    `<polygon points="${starPoints(32, 20, 7, 3)}" fill="#fff3c4"/>`,
  clover:
    ['32,17', '17,32', '47,32', '32,47']
      .map((center) => {
        const [x, y] = center.split(',');
        return `<circle cx="${x}" cy="${y}" r="11" fill="#3fae49"/>`;
      })
      .join('') +
    '<circle cx="32" cy="32" r="6" fill="#2f8a38"/>' +
    stroke('M36 38q8 12 18 20', 4, '#2f8a38'),
  cards:
    '<rect x="8" y="10" width="28" height="40" rx="4" fill="#fff" stroke="#c8ccd8" stroke-width="2" transform="rotate(-14 22 30)"/>' +
    `<text x="17" y="34" font-family="Arial,sans-serif" font-size="16" font-weight="700" fill="${BLACK_SUIT}" transform="rotate(-14 22 30)">A</text>` +
    '<rect x="26" y="13" width="28" height="40" rx="4" fill="#fff" stroke="#c8ccd8" stroke-width="2" transform="rotate(12 40 33)"/>' +
    `<g transform="rotate(12 40 33) translate(29 20) scale(.34)">${fill(HEART, RED_SUIT)}</g>`,
  star: `<polygon points="${starPoints(32, 33, 29, 12)}" fill="${GOLD}" stroke="${GOLD_EDGE}" stroke-width="2.5" stroke-linejoin="round"/>`,
};

// ---- stickers: a 128x128 mascot with the expression's face, tinted by the prop, holding the prop ----

/** The sticker's face for each expression of fixtures/chat/stickers.json (ids of the smileys pack). */
const EXPRESSION_FACES: Record<string, string> = {
  happy: 'grin',
  lol: 'joy',
  wink: 'wink',
  cool: 'cool',
  love: 'heart_eyes',
  kiss: 'kiss',
  shocked: 'shocked',
  sad: 'cry',
  angry: 'rage',
  sleepy: 'sleepy',
  thinking: 'thinking',
  party: 'party',
  rich: 'money_face',
  nervous: 'sweat',
};

/** The mascot's colour with each prop: light, base and edge. */
const PROP_TINTS: Record<string, Face['skin']> = {
  dice: ['#fff0f3', '#ffb3c2', '#d9667f'],
  chip: ['#ffd0c9', '#ff8f80', '#c9483a'],
  spade: ['#dfe3f0', '#a9b2cc', '#6b7594'],
  heart: ['#ffd6e4', '#ff8fb4', '#cc4f79'],
  diamond: ['#ffe0e6', '#ff9fb0', '#d35b71'],
  club: ['#d8f0e0', '#8fd0a6', '#4f9a68'],
  seven: ['#fff1c9', '#ffd166', '#d19a1f'],
  cherry: ['#ffe1e1', '#ff9c9c', '#cc5555'],
  bell: ['#fff5cc', '#ffe066', '#c9a420'],
  bar: ['#e2e2f5', '#b0b0e6', '#6a6ab0'],
  coin: ['#fff3c4', '#ffd24a', '#c99a12'],
  moneybag: ['#e6f7d9', '#a6de7e', '#5f9c37'],
  rocket: ['#dff1ff', '#8fcaff', '#3f86c9'],
  fire: ['#ffe4cc', '#ffa45c', '#d1631a'],
  crown: ['#f3e6ff', '#c99bff', '#8a4fd0'],
  gem: ['#d9f7ff', '#7fdcf5', '#2fa3c4'],
  trophy: ['#fff0cc', '#ffc94d', '#c98f12'],
  clover: ['#dcf5dc', '#86d686', '#3f9a3f'],
  cards: ['#ececf2', '#c2c4d6', '#7b7f99'],
  star: ['#fffad0', '#ffe45c', '#cfb01a'],
};

function stickerSvg(expressionId: string, propId: string): string {
  const face = FACES[EXPRESSION_FACES[expressionId]!]!;
  const tint = PROP_TINTS[propId]!;
  const prop = SYMBOLS[propId]!;
  return svg(
    128,
    // A white sticker edge around the mascot and the prop, then the mascot, then the prop in its hand.
    '<circle cx="56" cy="58" r="46" fill="#fff"/><circle cx="96" cy="96" r="30" fill="#fff"/>' +
      `<g transform="translate(12 12) scale(1.375)">${faceBody(face, 'skin', tint)}</g>` +
      '<circle cx="96" cy="96" r="26" fill="#000" opacity=".12"/>' +
      `<g transform="translate(72 70) scale(.75)">${prop}</g>`,
  );
}

// ---- writing ----

function write(path: string, text: string): void {
  const file = join(PUBLIC, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

const pictures: Record<string, (id: string) => string> = {
  smileys: (id) => svg(64, faceBody(FACES[id]!, 'skin')),
  casino: (id) => svg(64, SYMBOLS[id]!),
};

rmSync(join(PUBLIC, 'chat'), { recursive: true, force: true });
let count = 0;
for (const pack of emojiPacks) {
  const draw = pictures[pack._id];
  if (!draw) throw new Error(`No drawings for the emoji pack ${pack._id}`);
  for (const file of pack.files) {
    if (!file.path.startsWith('/')) throw new Error(`Not an absolute URL path: ${file.path}`);
    write(file.path.slice(1), draw(file.id));
    count += 1;
  }
}
for (const expression of stickers.expressions) {
  for (const prop of stickers.props) {
    write(`chat/stickers/${expression.id}-${prop.id}.svg`, stickerSvg(expression.id, prop.id));
    count += 1;
  }
}
console.log(`Wrote ${count} images under public/chat`);
