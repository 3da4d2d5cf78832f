/** Link lists of the sidebar, home and footer (community.md §2), kept in one place. */
import { CATEGORY_LINKS } from '../features/catalogue/filters';
import { ALL_PROVIDERS_PATH } from '../features/catalogue/paths';

export interface NavItem {
  label: string;
  to: string;
}

/** The in-house games (platform.md §1); each opens its game page. */
export const ORIGINAL_GAMES: readonly NavItem[] = [
  ['keno', 'Keno'],
  ['baccarat', 'Baccarat'],
  ['hilo', 'HiLo'],
  ['roulette', 'Roulette'],
  ['stairs', 'Stairs'],
  ['limbo', 'Limbo'],
  ['mines', 'Mines'],
  ['blackjack', 'Blackjack'],
].map(([id, label]) => ({ label: label as string, to: `/casino/game/${id}` }));

/** The Casino group: every category page, then the providers' list. */
export const CASINO_CATEGORIES: readonly NavItem[] = [
  ...CATEGORY_LINKS,
  { label: 'Providers', to: ALL_PROVIDERS_PATH },
];

export const PATHS = {
  home: '/',
  sport: '/sport',
  weeklyRace: '/weekly-race',
  vip: '/vip',
  partner: '/partner',
  rewards: '/rewards',
  terms: '/terms',
  privacy: '/privacyPolicy',
  profile: (userId: string) => `/profile/${userId}`,
} as const;

/** Footer policy links: the policies without a page of their own are sections of the terms. */
export const POLICY_LINKS: readonly NavItem[] = [
  { label: 'Terms & Conditions', to: PATHS.terms },
  { label: 'Privacy Policy', to: PATHS.privacy },
  { label: 'Self Exclusion', to: `${PATHS.terms}#self-exclusion` },
  { label: 'AML Policy', to: `${PATHS.terms}#aml` },
  { label: 'License', to: `${PATHS.terms}#license` },
];

/** Named only: the harness links to nothing outside itself. */
export const COMMUNITY_NAMES = ['Twitter', 'Instagram', 'TikTok', 'Facebook', 'Telegram'] as const;

export const CONTACT_EMAILS = [
  { label: 'Support', address: 'support@betkings.example' },
  { label: 'Partners', address: 'partners@betkings.example' },
  { label: 'Press', address: 'press@betkings.example' },
] as const;
