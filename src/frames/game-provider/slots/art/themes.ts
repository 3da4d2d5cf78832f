/**
 * Each theme's look: the shapes of its four picture symbols and of its scatter, and its colours (the reels'
 * backdrop, the symbols' gradients, the frame's accent). Themes the server names but this file lacks play
 * with the classic look.
 */
import type { ShapeName } from './shapes';

export interface ThemeLook {
  high: readonly [ShapeName, ShapeName, ShapeName, ShapeName];
  scatter: ShapeName;
  /** Gradient stops (light, dark) of the four picture symbols. */
  colours: readonly [
    readonly [string, string],
    readonly [string, string],
    readonly [string, string],
    readonly [string, string],
  ];
  /** Reels backdrop (top, bottom) and accent. */
  backdrop: readonly [string, string];
  accent: string;
}

const CLASSIC: ThemeLook = {
  high: ['seven', 'bar', 'bell', 'cherry'],
  scatter: 'star',
  colours: [
    ['#ff6b6b', '#c0142b'],
    ['#ffe9a3', '#d9a21b'],
    ['#ffe58a', '#e0a800'],
    ['#ff7a8a', '#b3002d'],
  ],
  backdrop: ['#2a1248', '#120722'],
  accent: '#ffcc33',
};

export const THEME_LOOKS: Readonly<Record<string, ThemeLook>> = {
  classic: CLASSIC,
  fruit: {
    ...CLASSIC,
    high: ['seven', 'pearl', 'coin', 'cherry'],
    colours: [
      ['#ff6b6b', '#c0142b'],
      ['#9cf57a', '#2f9e2f'],
      ['#c79bff', '#6a2fbf'],
      ['#ff7a8a', '#b3002d'],
    ],
    scatter: 'bell',
    backdrop: ['#10361f', '#07170d'],
  },
  egypt: {
    high: ['crown', 'eye', 'pyramid', 'shield'],
    scatter: 'pyramid',
    colours: [
      ['#ffe08a', '#c28a0c'],
      ['#7fd3ff', '#1c64a8'],
      ['#ffd27a', '#b26b12'],
      ['#5fe0c2', '#127a66'],
    ],
    backdrop: ['#3a2a10', '#170f04'],
    accent: '#f3c44b',
  },
  pirate: {
    high: ['skull', 'coin', 'shield', 'horseshoe'],
    scatter: 'star',
    colours: [
      ['#f2f2f2', '#8c8c8c'],
      ['#ffe08a', '#c28a0c'],
      ['#ff8f6b', '#a83212'],
      ['#c7c7d6', '#5b5b73'],
    ],
    backdrop: ['#0e2a3d', '#06121b'],
    accent: '#e9b44c',
  },
  dragon: {
    high: ['flame', 'pearl', 'coin', 'fish'],
    scatter: 'coin',
    colours: [
      ['#ff8a5c', '#c21f1f'],
      ['#fff3c4', '#c9a640'],
      ['#ffd36b', '#c98a00'],
      ['#ffb36b', '#d9480f'],
    ],
    backdrop: ['#3d0a0a', '#170303'],
    accent: '#ffb300',
  },
  space: {
    high: ['star', 'planet', 'moon', 'gem'],
    scatter: 'planet',
    colours: [
      ['#fff59d', '#f0a800'],
      ['#8ec5ff', '#3246c8'],
      ['#e0e0ff', '#7a7ab8'],
      ['#ff9de6', '#a11c84'],
    ],
    backdrop: ['#0b1036', '#03040f'],
    accent: '#7cf7ff',
  },
  candy: {
    high: ['lollipop', 'heart', 'gem', 'star'],
    scatter: 'lollipop',
    colours: [
      ['#ff9ad5', '#d6247f'],
      ['#ff8a9a', '#d6243f'],
      ['#a5f3ff', '#1f9dc2'],
      ['#fff08a', '#e0b400'],
    ],
    backdrop: ['#5a1a4a', '#260a1f'],
    accent: '#ff7ad9',
  },
  west: {
    high: ['star', 'horseshoe', 'coin', 'leaf'],
    scatter: 'shield',
    colours: [
      ['#ffe08a', '#c28a0c'],
      ['#d9d9d9', '#6b6b6b'],
      ['#ffc27a', '#a8600c'],
      ['#9de08a', '#3c8a28'],
    ],
    backdrop: ['#4a2a12', '#1c0f05'],
    accent: '#f2a93b',
  },
  norse: {
    high: ['crown', 'hammer', 'shield', 'flame'],
    scatter: 'star',
    colours: [
      ['#ffe08a', '#c28a0c'],
      ['#d6e4f0', '#5f7a94'],
      ['#8fd0ff', '#2a5f9c'],
      ['#ff9a5c', '#c2410c'],
    ],
    backdrop: ['#102236', '#060d16'],
    accent: '#9fd8ff',
  },
  aztec: {
    high: ['coin', 'eye', 'pyramid', 'leaf'],
    scatter: 'star',
    colours: [
      ['#ffe08a', '#c28a0c'],
      ['#7fe0a8', '#167a44'],
      ['#ffb37a', '#a8480c'],
      ['#7ff0e0', '#128a7a'],
    ],
    backdrop: ['#133324', '#06150e'],
    accent: '#4fe0a0',
  },
  ocean: {
    high: ['fish', 'pearl', 'shield', 'leaf'],
    scatter: 'star',
    colours: [
      ['#ff9a7a', '#d6452a'],
      ['#f4f4ff', '#9a9ad6'],
      ['#7ff0c8', '#12806a'],
      ['#7fc8ff', '#1c5fa8'],
    ],
    backdrop: ['#06324a', '#02121c'],
    accent: '#5fe0ff',
  },
  jungle: {
    high: ['flame', 'leaf', 'eye', 'gem'],
    scatter: 'leaf',
    colours: [
      ['#ffb36b', '#d9480f'],
      ['#9de08a', '#2f8a1c'],
      ['#ffe08a', '#b8860b'],
      ['#7fd3ff', '#1c64a8'],
    ],
    backdrop: ['#12331a', '#06150a'],
    accent: '#a6f05a',
  },
  fairy: {
    high: ['crown', 'star', 'leaf', 'heart'],
    scatter: 'pearl',
    colours: [
      ['#ffd6ff', '#b04fc9'],
      ['#fff6a8', '#e0b400'],
      ['#b8ffcf', '#2fa86a'],
      ['#ff9ad5', '#c2247a'],
    ],
    backdrop: ['#2e1450', '#120726'],
    accent: '#e6a8ff',
  },
  gems: {
    high: ['gem', 'gem', 'gem', 'gem'],
    scatter: 'coin',
    colours: [
      ['#e8fbff', '#7fb8d6'],
      ['#ff8a9a', '#b3002d'],
      ['#8affb0', '#129a4a'],
      ['#8ab4ff', '#1c3fc2'],
    ],
    backdrop: ['#1b1240', '#0a0619'],
    accent: '#7fe8ff',
  },
  horror: {
    high: ['skull', 'moon', 'eye', 'flame'],
    scatter: 'moon',
    colours: [
      ['#ece4d0', '#8a7a5a'],
      ['#fff1a8', '#c9a000'],
      ['#ff6b6b', '#8a0e0e'],
      ['#ffb36b', '#b8480c'],
    ],
    backdrop: ['#1e0f24', '#09040c'],
    accent: '#ff5a5a',
  },
};

export const themeLook = (theme: string): ThemeLook => THEME_LOOKS[theme] ?? CLASSIC;
