/**
 * Game covers (3:4, like a slot's lobby tile): the theme's motif over rich gradients, the game's name in a
 * bold display face and the provider's name small. Live tables draw a wheel, cards or chips instead.
 * Everything follows from the record (its id seeds the choices), so every build draws the same covers.
 */
import { cards, chips, MOTIFS, wheel, type Motif, type MotifColours } from './motifs';
import { DISPLAY_FONT, PLAIN_FONT, escapeXml, fittedText, generator, pick, seedOf, twoLines } from './svg';

/** What a cover needs of a catalogue record (fixtures/catalogue/games.json). */
export interface CoverRecord {
  id: string;
  name: string;
  type: string;
  kind: string;
  theme: string;
}

interface Palette {
  /** Background from top to bottom. */
  sky: [string, string];
  motif: MotifColours;
}

const p = (top: string, bottom: string, a: string, b: string, c: string): Palette => ({
  sky: [top, bottom],
  motif: { a, b, c },
});

/** Two palettes a theme, picked by the game's seed, so neighbouring covers of a theme differ. */
const PALETTES: Record<string, Palette[]> = {
  fruit: [
    p('#ff5f6d', '#7a1040', '#e3172f', '#ff9a00', '#fff3b0'),
    p('#38ef7d', '#0b5e3a', '#d7263d', '#f46036', '#fff'),
  ],
  egypt: [
    p('#f7b733', '#6b2b06', '#d9a21b', '#9c6a06', '#fff2b3'),
    p('#1e3c72', '#0b1530', '#e0b040', '#a87b12', '#ffe38a'),
  ],
  pirate: [
    p('#2b5876', '#0d1b2a', '#7a1f1f', '#333', '#f2d16b'),
    p('#5a3f37', '#1b1210', '#14213d', '#333', '#fca311'),
  ],
  dragon: [
    p('#cb2d3e', '#3b0612', '#2f9e44', '#ffd43b', '#fff'),
    p('#11998e', '#053b35', '#e03131', '#ffd43b', '#fff'),
  ],
  space: [
    p('#3a1c71', '#0b0522', '#d76d77', '#ffaf7b', '#a0e9ff'),
    p('#0f2027', '#02060a', '#4facfe', '#00f2fe', '#ffe066'),
  ],
  candy: [
    p('#ff9a9e', '#a1306e', '#ff4d9d', '#7ee8fa', '#fff'),
    p('#a18cd1', '#4b2a7a', '#ff6fb5', '#ffd166', '#fff'),
  ],
  west: [
    p('#f2994a', '#5c2a0a', '#f2c94c', '#7a4a12', '#fff7d6'),
    p('#c79081', '#3d1f14', '#e9c46a', '#6d3b1f', '#fff'),
  ],
  norse: [
    p('#4b6cb7', '#111a33', '#8d99ae', '#6b4226', '#ffd166'),
    p('#3c6478', '#0e1a22', '#b0b7c0', '#5b3a1e', '#ffcf56'),
  ],
  aztec: [
    p('#16a085', '#063d33', '#f4d03f', '#b9770e', '#fff'),
    p('#d35400', '#4a1800', '#1abc9c', '#7d3c98', '#ffe082'),
  ],
  ocean: [
    p('#00c6ff', '#003a63', '#ff8c42', '#ffb26b', '#e0fbff'),
    p('#2193b0', '#0a2a4a', '#ffd166', '#f77f00', '#caf0f8'),
  ],
  jungle: [
    p('#56ab2f', '#123d12', '#2d6a4f', '#40916c', '#ffd60a'),
    p('#134e5e', '#06221c', '#52b788', '#1b4332', '#ff9f1c'),
  ],
  fairy: [
    p('#c471f5', '#3b1460', '#ffe066', '#ff8fab', '#fff'),
    p('#667eea', '#231a52', '#fff3b0', '#f4acb7', '#fff'),
  ],
  gems: [
    p('#8e2de2', '#24004d', '#00d2ff', '#7b2ff7', '#e0ffff'),
    p('#e52d27', '#4a0010', '#ff4d6d', '#b5179e', '#fff0f3'),
  ],
  horror: [
    p('#434343', '#0a0a0a', '#111', '#5a189a', '#f4a261'),
    p('#4a0e0e', '#0d0202', '#0b0b0b', '#3c096c', '#e9c46a'),
  ],
  classic: [
    p('#f12711', '#5a0a00', '#d00000', '#ffba08', '#ffd60a'),
    p('#1d2671', '#0a0d2e', '#e63946', '#ffb703', '#ffd60a'),
  ],
  table: [
    p('#0b6e4f', '#02281c', '#c1121f', '#6b3e26', '#f7d774'),
    p('#1b4332', '#081c15', '#9d0208', '#5c3d2e', '#ffd166'),
  ],
  originals: [p('#7c5cff', '#20124d', '#ffd166', '#7c5cff', '#fff')],
};

/** The table motif follows the game: a wheel for roulette and wheels, cards for card tables, chips for poker. */
function motifOf(record: CoverRecord): Motif {
  if (record.kind === 'blackjack' || record.kind === 'baccarat') return cards;
  if (record.kind === 'poker') return chips;
  if (record.kind === 'roulette' || record.kind === 'wheel') return wheel;
  return MOTIFS[record.theme] ?? MOTIFS.classic!;
}

const TITLE_WIDTH = 268;

/** The game's name: one or two lines of the display face with a dark outline and a golden fill. */
function title(name: string, id: string): string {
  const lines = twoLines(name.toUpperCase());
  const size = lines.length === 1 ? 40 : 34;
  const baseline = lines.length === 1 ? 318 : 298;
  const style = `font-family="${DISPLAY_FONT}" font-weight="900" fill="url(#t${id})" stroke="#1a0d00" stroke-width="5" paint-order="stroke" stroke-linejoin="round"`;
  return lines
    .map((line, index) => fittedText(line, 150, baseline + index * (size + 2), size, TITLE_WIDTH, style))
    .join('');
}

/** Sun rays behind the motif, a light sweep of the cover's own colour. */
function rays(random: () => number, colour: string): string {
  const count = 10 + Math.floor(random() * 6);
  const turn = random() * 360;
  const path = Array.from({ length: count }, (_, index) => {
    const angle = ((index / count) * 360 + turn) * (Math.PI / 180);
    const spread = Math.PI / count / 2;
    const x1 = 150 + 260 * Math.cos(angle - spread);
    const y1 = 150 + 260 * Math.sin(angle - spread);
    const x2 = 150 + 260 * Math.cos(angle + spread);
    const y2 = 150 + 260 * Math.sin(angle + spread);
    return `M150 150L${Math.round(x1)} ${Math.round(y1)}L${Math.round(x2)} ${Math.round(y2)}z`;
  }).join('');
  return `<path d="${path}" fill="${colour}" opacity=".12"/>`;
}

export function gameCover(record: CoverRecord): string {
  const random = generator(seedOf(record.id));
  const palette = pick(random, PALETTES[record.theme] ?? PALETTES.classic!);
  const [top, bottom] = palette.sky;
  // Short ids for the gradients: a cover is shown next to many others in one page.
  const id = (seedOf(record.id) % 46656).toString(36);
  const tilt = Math.round((random() - 0.5) * 12);
  const motif = motifOf(record)(palette.motif, random);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400">` +
    `<defs><linearGradient id="b${id}" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="g${id}"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="t${id}" x2="0" y2="1"><stop offset="0" stop-color="#fff6c2"/><stop offset=".5" stop-color="#ffd23f"/><stop offset="1" stop-color="#f08a00"/></linearGradient></defs>` +
    `<rect width="300" height="400" fill="url(#b${id})"/>${rays(random, palette.motif.c)}` +
    `<circle cx="150" cy="150" r="120" fill="url(#g${id})"/>` +
    `<g transform="translate(50 46) rotate(${tilt} 100 100)">${motif}</g>` +
    `<rect y="262" width="300" height="138" fill="${bottom}" opacity=".55"/>` +
    title(record.name, id) +
    `<text x="150" y="384" font-size="13" text-anchor="middle" font-family="${PLAIN_FONT}" font-weight="700" letter-spacing="2" fill="#fff" opacity=".8">${escapeXml(record.type.toUpperCase())}</text>` +
    `</svg>`
  );
}
