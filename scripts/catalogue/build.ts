/**
 * `npx tsx scripts/catalogue/build.ts`: regenerates fixtures/catalogue/{providers,games,slides}.json, the
 * casino floor's catalogue (issue 10 §1): about 80 made-up providers and 3,000 games, from one seed, so the
 * catalogue is the same on every machine and offline. `--check` writes nothing and exits 1 when a fixture
 * differs from what would be written.
 */
import { fileURLToPath } from 'node:url';
import seedrandom from 'seedrandom';
import { GAMES } from '../../src/contract/games';
import { BUY_BONUSES_CATEGORY, ORIGINALS_TYPE } from '../../src/contract/catalogue';
import type { ProviderGameKind } from '../../src/contract/provider/index';
import { syncJsonFixture } from '../fixture-file';
import { buildSlides } from './slides';
import {
  INSTANT_NOUNS,
  INSTANT_STUDIOS,
  LIVE_STUDIOS,
  LIVE_TABLE_WORDS,
  POKER_STUDIO,
  RESTRICTION_TEXTS,
  SLOT_STUDIOS,
  SLOT_THEMES,
  TAKEN_TITLES,
  THEME_WORDS,
  TITLE_SUFFIXES,
} from './words';

const CATALOGUE_SEED = 'betkings-catalogue-2026';
export const POKER_ROOM_GAME_ID = 'holdem-poker-room';

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface ProviderOut {
  name: string;
  slug: string;
  image: string;
  priority: number;
  is_featured: boolean;
  restrictions: string;
  games: number;
}

/** A game as the fixture keeps it: `icon` and `image` follow from the id (src/sim/domains/catalogue/store.ts). */
interface GameOut {
  id: string;
  name: string;
  type: string;
  priority: number;
  category: string[];
  custom_category: string | null;
  isSearchFeatured: boolean;
  disabled?: boolean;
  kind: ProviderGameKind | 'original';
  rtp: number | null;
  volatility: 'low' | 'medium' | 'high' | null;
  theme: string;
}

/** Unique titles across the whole catalogue: a taken or repeated one gets a numeral. */
class TitleBook {
  private readonly used = new Set<string>();
  claim(title: string): string {
    for (let n = 1; ; n += 1) {
      const candidate = n === 1 ? title : `${title} ${['', '', 'II', 'III', 'IV', 'V', 'VI'][n] ?? n}`;
      const key = candidate.toLowerCase();
      if (!this.used.has(key) && !TAKEN_TITLES.has(key)) {
        this.used.add(key);
        return candidate;
      }
    }
  }
}

function slotTitle(random: Random, theme: (typeof SLOT_THEMES)[number]): string {
  const { adjectives, nouns } = THEME_WORDS[theme];
  const shape = random();
  if (shape < 0.45) return `${pick(random, adjectives)} ${pick(random, nouns)}`;
  if (shape < 0.85) return `${pick(random, nouns)} ${pick(random, TITLE_SUFFIXES)}`;
  return `${pick(random, adjectives)} ${pick(random, nouns)} ${pick(random, TITLE_SUFFIXES)}`;
}

const VOLATILITIES = ['low', 'medium', 'medium', 'high', 'high'] as const;
const rtpOf = (random: Random) => Math.round((0.94 + random() * 0.03) * 10_000) / 10_000;

interface Studio {
  name: string;
  line: 'slot' | 'live' | 'instant' | 'poker';
}

function build() {
  const random = seedrandom(CATALOGUE_SEED);
  const titles = new TitleBook();
  const studios: Studio[] = [
    ...SLOT_STUDIOS.map((name) => ({ name, line: 'slot' as const })),
    ...LIVE_STUDIOS.map((name) => ({ name, line: 'live' as const })),
    ...INSTANT_STUDIOS.map((name) => ({ name, line: 'instant' as const })),
    { name: POKER_STUDIO, line: 'poker' as const },
  ];
  const games: GameOut[] = [];
  const providers: ProviderOut[] = [];
  // Release order: a running counter, newest last; the newest games carry new-releases / latest-releases.
  const released: GameOut[] = [];
  for (const studio of studios) {
    const slug = slugify(studio.name);
    const featured = random() < 0.3;
    const providerPriority = between(random, 10, featured ? 1000 : 600);
    const own: GameOut[] = [];
    const add = (title: string, kind: ProviderGameKind, theme: string, category: string[]) => {
      const name = titles.claim(title);
      const id = `${slug}-${slugify(name)}`;
      const game: GameOut = {
        id,
        name,
        type: studio.name,
        priority: Math.min(999, Math.round(providerPriority / 2 + between(random, 0, 500))),
        category,
        custom_category: null,
        isSearchFeatured: false,
        kind,
        rtp: kind === 'slot' || kind === 'instant' ? rtpOf(random) : null,
        volatility: kind === 'slot' || kind === 'instant' ? pick(random, VOLATILITIES) : null,
        theme,
      };
      own.push(game);
      released.push(game);
    };
    if (studio.line === 'slot') {
      const count = between(random, 18, 58);
      const themes = [pick(random, SLOT_THEMES), pick(random, SLOT_THEMES), pick(random, SLOT_THEMES)];
      for (let i = 0; i < count; i += 1) {
        const theme = random() < 0.7 ? pick(random, themes) : pick(random, SLOT_THEMES);
        add(slotTitle(random, theme), 'slot', theme, ['slots']);
        if (random() < 0.16) own.at(-1)!.custom_category = BUY_BONUSES_CATEGORY;
      }
    } else if (studio.line === 'live') {
      const vivo = studio.name === LIVE_STUDIOS[0];
      const tables: Array<[ProviderGameKind, string, string]> = [
        ['roulette', 'roulette', 'Roulette'],
        ['blackjack', 'blackjack', 'Blackjack'],
        ['baccarat', 'baccarat', 'Baccarat'],
      ];
      for (const [kind, tag, word] of tables)
        for (let i = between(random, 5, 11); i > 0; i -= 1) {
          const words = LIVE_TABLE_WORDS[kind as 'roulette' | 'blackjack' | 'baccarat'];
          const title =
            kind === 'baccarat' ? `${word} ${pick(random, words)}` : `${pick(random, words)} ${word}`;
          add(title, kind, 'table', ['live', tag, ...(vivo ? ['Vivogaming'] : [])]);
        }
      for (let i = between(random, 1, 3); i > 0; i -= 1)
        add(pick(random, LIVE_TABLE_WORDS.wheel), 'wheel', 'table', [
          'live',
          'tv-shows',
          ...(vivo ? ['Vivogaming'] : []),
        ]);
    } else if (studio.line === 'instant') {
      for (let i = between(random, 30, 46); i > 0; i -= 1) {
        const noun = pick(random, INSTANT_NOUNS);
        const title = random() < 0.5 ? `${noun} Scratch` : `Instant ${noun}`;
        add(title, 'instant', pick(random, SLOT_THEMES), ['instant']);
      }
    } else {
      const id = POKER_ROOM_GAME_ID;
      const game: GameOut = {
        id,
        name: "Hold'em Poker Room",
        type: studio.name,
        priority: 500,
        category: ['poker'],
        custom_category: null,
        isSearchFeatured: false,
        kind: 'poker',
        rtp: null,
        volatility: null,
        theme: 'table',
      };
      own.push(game);
    }
    games.push(...own);
    providers.push({
      name: studio.name,
      slug,
      image: `/art/providers/${slug}.svg`,
      priority: providerPriority,
      is_featured: featured,
      restrictions: pick(random, RESTRICTION_TEXTS),
      games: own.length,
    });
  }
  // The newest 200 games are new releases, the newest 60 also latest releases.
  const newest = released.slice(-200);
  for (const game of newest) game.category.push('new-releases');
  for (const game of released.slice(-60)) game.category.push('latest-releases');
  // The operator switched a few games off (community.md §1: a disabled tile does not navigate).
  for (let i = 0; i < 4; i += 1)
    pick(
      random,
      games.filter((game) => game.kind === 'slot'),
    ).disabled = true;
  // Search's featured games: the best slots and live tables.
  for (const game of [...games]
    .filter((g) => !g.disabled)
    .sort((a, b) => b.priority - a.priority)
    .slice(0, 18))
    game.isSearchFeatured = true;
  const originals: GameOut[] = GAMES.map((game, index) => ({
    id: game.id,
    name: game.name,
    type: ORIGINALS_TYPE,
    priority: 1000 - index,
    category: ['originals'],
    custom_category: null,
    isSearchFeatured: false,
    kind: 'original' as const,
    rtp: null,
    volatility: null,
    theme: 'originals',
  }));
  return { providers, games: [...originals, ...games], slides: buildSlides() };
}

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../fixtures/catalogue/${name}.json`, import.meta.url));

const { providers, games, slides } = build();
const stale = [
  await syncJsonFixture(fixture('providers'), providers, {
    label: 'providers',
    differs: 'providers.json differs',
  }),
  await syncJsonFixture(fixture('games'), games, { label: 'games', differs: 'games.json differs' }),
  await syncJsonFixture(fixture('slides'), slides, { label: 'slides', differs: 'slides.json differs' }),
];
console.log(`${providers.length} providers, ${games.length} games, ${slides.length} slides`);
if (stale.some(Boolean) && process.argv.includes('--check')) process.exit(1);
