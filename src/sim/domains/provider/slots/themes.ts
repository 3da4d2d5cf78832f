/**
 * What each theme calls its symbols (the frame draws the matching art). The four low symbols are card ranks
 * in every theme, as in most video slots; the pictures, the wild and the scatter belong to the theme.
 */
import type { SlotSymbol } from './engine/symbols';

interface ThemeNames {
  high: readonly [string, string, string, string];
  wild: string;
  scatter: string;
}

const THEMES: Readonly<Record<string, ThemeNames>> = {
  fruit: { high: ['Seven', 'Watermelon', 'Grapes', 'Cherries'], wild: 'Wild Star', scatter: 'Golden Bell' },
  egypt: { high: ['Pharaoh', 'Anubis', 'Scarab', 'Eye of Horus'], wild: 'Wild Ankh', scatter: 'Pyramid' },
  pirate: { high: ['Captain', 'Treasure Chest', 'Parrot', 'Cutlass'], wild: 'Wild Flag', scatter: 'Map' },
  dragon: { high: ['Dragon', 'Pearl', 'Lantern', 'Koi'], wild: 'Wild Flame', scatter: 'Gong' },
  space: { high: ['Astronaut', 'Rocket', 'Planet', 'Comet'], wild: 'Wild Nova', scatter: 'Black Hole' },
  candy: { high: ['Lollipop', 'Cupcake', 'Gumdrop', 'Candy Cane'], wild: 'Wild Sugar', scatter: 'Candy Jar' },
  west: {
    high: ['Sheriff', 'Revolver', 'Horseshoe', 'Cactus'],
    wild: 'Wild Badge',
    scatter: 'Wanted Poster',
  },
  norse: { high: ['Odin', 'Hammer', 'Shield', 'Horn'], wild: 'Wild Rune', scatter: 'Bifrost' },
  aztec: { high: ['Sun Mask', 'Jaguar', 'Idol', 'Feather'], wild: 'Wild Temple', scatter: 'Calendar' },
  ocean: { high: ['Mermaid', 'Shark', 'Turtle', 'Shell'], wild: 'Wild Pearl', scatter: 'Trident' },
  jungle: { high: ['Tiger', 'Gorilla', 'Toucan', 'Frog'], wild: 'Wild Idol', scatter: 'Waterfall' },
  fairy: {
    high: ['Fairy Queen', 'Unicorn', 'Mushroom', 'Potion'],
    wild: 'Wild Wand',
    scatter: 'Crystal Ball',
  },
  gems: { high: ['Diamond', 'Ruby', 'Emerald', 'Sapphire'], wild: 'Wild Crown', scatter: 'Treasure' },
  horror: { high: ['Vampire', 'Skull', 'Raven', 'Candle'], wild: 'Wild Moon', scatter: 'Haunted House' },
  classic: { high: ['Seven', 'Bar', 'Bell', 'Cherries'], wild: 'Wild', scatter: 'Star' },
};

const LOW_NAMES = ['Ace', 'King', 'Queen', 'Jack'] as const;

/** Themes the frame has art for; any other theme plays as classic. */
export const SLOT_THEMES = Object.keys(THEMES);

export function slotTheme(theme: string | null | undefined): string {
  return theme && Object.hasOwn(THEMES, theme) ? theme : 'classic';
}

export function symbolNames(theme: string): Record<SlotSymbol, string> {
  const names = THEMES[slotTheme(theme)]!;
  return {
    h1: names.high[0],
    h2: names.high[1],
    h3: names.high[2],
    h4: names.high[3],
    l1: LOW_NAMES[0],
    l2: LOW_NAMES[1],
    l3: LOW_NAMES[2],
    l4: LOW_NAMES[3],
    wild: names.wild,
    scatter: names.scatter,
  };
}
