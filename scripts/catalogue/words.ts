/**
 * The words the catalogue's made-up names are built from. Every provider name is invented here; none is a
 * real studio's brand, and TAKEN_TITLES keeps the generated game names off well-known real titles.
 */

/** Studios of reel slots. */
export const SLOT_STUDIOS = [
  'Emberline Studios',
  'Ashgrove Gaming',
  'Brightmoor Games',
  'Cindervale',
  'Copperkite',
  'Driftwood Reels',
  'Duskfall Gaming',
  'Fablecraft Studios',
  'Fennec Forge',
  'Flintlock Games',
  'Foxglove Gaming',
  'Gildhall Reels',
  'Glimmerworks',
  'Goldthread Studios',
  'Hollowbrook Games',
  'Honeycomb Reels',
  'Ironbark Gaming',
  'Juniper Spins',
  'Kettledrum Games',
  'Kingfisher Reels',
  'Larkspur Gaming',
  'Lanternfish Reels',
  'Mapleleaf Spins',
  'Marble Arch Games',
  'Moonpetal Studios',
  'Mossrock Gaming',
  'Nightjar Reels',
  'Northwind Spins',
  'Nutmeg Games',
  'Oakenshield Reels',
  'Opaline Studios',
  'Owlcrest Gaming',
  'Papercrane Games',
  'Peppermill Reels',
  'Pinecone Studios',
  'Quillfeather Games',
  'Rainmaker Reels',
  'Ravenmoor Gaming',
  'Redcap Studios',
  'Riverstone Reels',
  'Rookwood Games',
  'Rosehip Gaming',
  'Saltmarsh Studios',
  'Sandpiper Reels',
  'Sapphire Fern',
  'Skylark Spins',
  'Slatehouse Games',
  'Snowberry Studios',
  'Sparrowhawk Gaming',
  'Starling Reels',
  'Stonefruit Games',
  'Sunspire Studios',
  'Tallowcandle Games',
  'Thistledown Reels',
  'Thornbury Gaming',
  'Tidewater Spins',
  'Timberwolf Studios',
  'Tinpot Reels',
  'Twinpeak Gaming',
  'Umberleaf Games',
  'Wavecrest Gaming',
  'Whisperwind Studios',
  'Wrenfield Reels',
  'Zinnia Studios',
] as const;

/** Studios of live tables; the first one's games also carry the spec's 'Vivogaming' category. */
export const LIVE_STUDIOS = [
  'Vivace Live',
  'Velvet Rope Live',
  'Dealerhouse Studios',
  'Crimson Felt Live',
  'Lanternlight Live',
  'Mirrorhall Live',
  'Oakbarrel Live',
  'Silverbay Live',
] as const;

/** Studios of instant games (scratch cards). */
export const INSTANT_STUDIOS = [
  'Scratchwell',
  'Quickfire Instants',
  'Pebblepop',
  'Flashcoin Games',
  'Tinderbox Instant',
  'Bitjar Games',
] as const;

/** The studio of the poker room. */
export const POKER_STUDIO = 'Riverbend Poker';

export const SLOT_THEMES = [
  'fruit',
  'egypt',
  'pirate',
  'dragon',
  'space',
  'candy',
  'west',
  'norse',
  'aztec',
  'ocean',
  'jungle',
  'fairy',
  'gems',
  'horror',
  'classic',
] as const;
export type SlotTheme = (typeof SLOT_THEMES)[number];

/** Each theme's adjectives and nouns. */
export const THEME_WORDS: Record<SlotTheme, { adjectives: string[]; nouns: string[] }> = {
  fruit: {
    adjectives: ['Juicy', 'Fresh', 'Tropical', 'Sunny', 'Ripe', 'Zesty'],
    nouns: ['Cherries', 'Lemons', 'Melons', 'Orchard', 'Plums', 'Grapes', 'Citrus'],
  },
  egypt: {
    adjectives: ['Golden', 'Eternal', 'Sacred', 'Lost', 'Hidden', 'Ancient'],
    nouns: ['Pharaoh', 'Scarab', 'Sphinx', 'Nile', 'Pyramid', 'Ankh', 'Tomb', 'Oasis'],
  },
  pirate: {
    adjectives: ['Salty', 'Cursed', 'Sunken', 'Stormy', 'Black', 'Buried'],
    nouns: ['Galleon', 'Doubloons', 'Parrot', 'Cutlass', 'Harbour', 'Kraken', 'Lagoon'],
  },
  dragon: {
    adjectives: ['Fiery', 'Jade', 'Imperial', 'Thunder', 'Crimson', 'Ember'],
    nouns: ['Dragon', 'Pagoda', 'Lanterns', 'Pearl', 'Phoenix', 'Koi', 'Dynasty'],
  },
  space: {
    adjectives: ['Cosmic', 'Stellar', 'Orbital', 'Nova', 'Galactic', 'Lunar'],
    nouns: ['Comets', 'Nebula', 'Rocket', 'Asteroids', 'Starship', 'Orbit', 'Pulsar'],
  },
  candy: {
    adjectives: ['Sweet', 'Sugary', 'Fizzy', 'Frosted', 'Gummy', 'Caramel'],
    nouns: ['Lollipops', 'Gumdrops', 'Cupcakes', 'Toffee', 'Bonbons', 'Marshmallows', 'Sprinkles'],
  },
  west: {
    adjectives: ['Dusty', 'Outlaw', 'Silver', 'Sundown', 'Rusty', 'Wild'],
    nouns: ['Saloon', 'Sheriff', 'Canyon', 'Stagecoach', 'Bounty', 'Mustang', 'Gulch'],
  },
  norse: {
    adjectives: ['Frozen', 'Valiant', 'Iron', 'Runic', 'Northern', 'Mighty'],
    nouns: ['Longship', 'Valkyrie', 'Runes', 'Mjolnir', 'Fjord', 'Shieldwall', 'Saga'],
  },
  aztec: {
    adjectives: ['Jaguar', 'Sun', 'Emerald', 'Temple', 'Feathered', 'Obsidian'],
    nouns: ['Idols', 'Calendar', 'Serpent', 'Pyramid', 'Mask', 'Warriors', 'Cenote'],
  },
  ocean: {
    adjectives: ['Deep', 'Coral', 'Azure', 'Tidal', 'Pearl', 'Sunken'],
    nouns: ['Reef', 'Dolphins', 'Shells', 'Octopus', 'Atoll', 'Seahorse', 'Trench'],
  },
  jungle: {
    adjectives: ['Wild', 'Roaring', 'Misty', 'Savage', 'Lush', 'Primal'],
    nouns: ['Tiger', 'Gorilla', 'Canopy', 'Rhino', 'Panther', 'Toucan', 'Safari'],
  },
  fairy: {
    adjectives: ['Enchanted', 'Moonlit', 'Whimsical', 'Silver', 'Dreamy', 'Mystic'],
    nouns: ['Forest', 'Unicorns', 'Potions', 'Mushrooms', 'Sprites', 'Castle', 'Grimoire'],
  },
  gems: {
    adjectives: ['Sparkling', 'Radiant', 'Brilliant', 'Royal', 'Crystal', 'Prism'],
    nouns: ['Rubies', 'Diamonds', 'Sapphires', 'Jewels', 'Emeralds', 'Vault', 'Crown'],
  },
  horror: {
    adjectives: ['Haunted', 'Midnight', 'Grim', 'Spooky', 'Blood', 'Hollow'],
    nouns: ['Manor', 'Crypt', 'Pumpkins', 'Ghouls', 'Ravens', 'Graveyard', 'Coffin'],
  },
  classic: {
    adjectives: ['Lucky', 'Hot', 'Triple', 'Blazing', 'Retro', 'Super'],
    nouns: ['Sevens', 'Bells', 'Bars', 'Horseshoes', 'Clovers', 'Stars', 'Jokers'],
  },
};

/** What may follow a noun: "Pharaoh Riches", "Kraken Quest". */
export const TITLE_SUFFIXES = [
  'Riches',
  'Fortune',
  'Treasures',
  'Quest',
  'Legends',
  'Deluxe',
  'Rush',
  'Link',
  'Blitz',
  'Frenzy',
  'Hold & Win',
  'Cash',
  'Jackpot',
  'Spins',
  'Ways',
  'Reloaded',
  'Power',
  'Mania',
];

/** Real, well-known slot titles that the generated names must never match. */
export const TAKEN_TITLES = new Set(
  [
    'Wolf Gold',
    'Sweet Bonanza',
    'Book of Dead',
    'Gates of Olympus',
    'Starburst',
    "Gonzo's Quest",
    'Big Bass Bonanza',
    'Dead or Alive',
    'Reactoonz',
    'Fire Joker',
    'Legacy of Dead',
    'Rise of Olympus',
    'Fruit Party',
    'Buffalo King',
    'Great Rhino',
    'Sugar Rush',
    'The Dog House',
    'Money Train',
    'Mental',
    'Razor Shark',
    'Jammin Jars',
    'Bonanza',
    'Immortal Romance',
    'Thunderstruck',
    'Mega Moolah',
    'Aztec Gems',
    'Gems Bonanza',
    'Madame Destiny',
    'Fruit Shop',
    'Twin Spin',
    'Jack Hammer',
    'Dragon Tiger',
    'Golden Pharaoh',
    'Aztec Gold',
    'Hot Fiesta',
    'Lucky Lady',
    'Wild West Gold',
    'Sticky Bees',
    'Treasure Island',
    'Pirate Gold',
    'Dragon Kingdom',
    'Jungle Spirit',
    'Sugar Rush 1000',
  ].map((title) => title.toLowerCase()),
);

export const LIVE_TABLE_WORDS = {
  roulette: ['Salon', 'Grand', 'Emerald', 'Speed', 'Auto', 'VIP', 'Riviera', 'Midnight', 'Golden', 'Classic'],
  blackjack: ['Onyx', 'Ruby', 'Silver', 'Ivory', 'Platinum', 'Velvet', 'Azure', 'Garnet', 'Jade', 'Amber'],
  baccarat: [
    'Squeeze',
    'Speed',
    'Control Squeeze',
    'No Commission',
    'Prestige',
    'Dragon',
    'Lotus',
    'Imperial',
  ],
  wheel: [
    'Money Wheel',
    'Big Spin Show',
    'Lucky Dial',
    'Fortune Carousel',
    'Wheel of Riches',
    'Prize Spinner',
  ],
} as const;

export const INSTANT_NOUNS = [
  'Cash',
  'Gold Rush',
  'Diamonds',
  'Clover',
  'Pot o’ Coins',
  'Jackpot',
  'Treasure',
  'Sevens',
  'Fortune',
  'Moneybags',
  'Lucky Cat',
  'Golden Ticket',
  'Bank Vault',
  'Rainbow',
  'Dollar Stack',
  'Crystal',
];

/** Restriction texts (community.md §8: many block the USA, UK, France and Australia; some state 'No'). */
export const RESTRICTION_TEXTS = [
  'United States, United Kingdom, France, Australia',
  'United States, United Kingdom, France, Australia, Spain, Italy',
  'United States, France, Australia, Netherlands',
  'United Kingdom, France, Australia, Denmark, Sweden',
  'United States, United Kingdom, France, Australia, Netherlands Antilles, Germany',
  'United States, Australia, Israel, Turkey',
  'United Kingdom, France, Belgium, Portugal',
  'No',
  'no',
  'No restrictions',
] as const;
