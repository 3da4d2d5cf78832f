/**
 * The one route table (platform.md §2, community.md §2 "Routes referenced"). Every page is loaded on demand;
 * the router is built from this table, and tests check it against the spec's list.
 */
import type { ComponentType } from 'react';
import { USERS_PERMISSION } from '@contract/index';
import type { RouteMeta } from './meta';

export interface AppRoute {
  path: string;
  load: () => Promise<ComponentType>;
  meta?: RouteMeta;
}

const home = () => import('../pages/HomePage').then((module) => module.HomePage);
const comingSoonPage = () => import('../pages/ComingSoonPage').then((module) => module.ComingSoonPage);
const legal = () => import('../pages/LegalPages');
const errors = () => import('../pages/ErrorPages');
const race = () => import('../features/feed/pages');
const catalogue = () => import('../features/catalogue/pages');
const profile = () => import('../features/profile/ProfilePage').then((module) => module.ProfilePage);
const trading = () => import('../features/trading/page/TradingPage').then((module) => module.TradingPage);
const token = () => import('../features/token/pages');
const sport = () => import('../features/sports/pages');

/** A route whose feature is not there yet: it shows the feature's name and "Coming soon". */
function soon(path: string, feature: string, meta: RouteMeta = {}): AppRoute {
  return { path, load: comingSoonPage, meta: { ...meta, pending: { feature } } };
}

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', load: home },
  { path: '/token', load: () => token().then((module) => module.TokenPage) },
  { path: '/ref/:code', load: home },
  { path: '/casino/game/:id', load: () => import('../features/games').then((module) => module.GamePage) },
  { path: '/casino/game/provider/:provider', load: () => catalogue().then((module) => module.ProviderPage) },
  { path: '/casino/:tag', load: () => catalogue().then((module) => module.CategoryPage) },
  { path: '/poker', load: () => import('../features/poker').then((module) => module.PokerPage) },
  { path: '/provider/all', load: () => catalogue().then((module) => module.AllProvidersPage) },
  { path: '/analytics', load: () => token().then((module) => module.AnalyticsPage) },
  soon('/rewards', 'Rewards'),
  soon('/pvp', 'Player-versus-player betting'),
  soon('/pvp/pool/:poolId', 'Player-versus-player pool'),
  soon('/promotions', 'Promotions'),
  {
    path: '/trading/all',
    load: () => import('../features/trading/markets-list').then((module) => module.MarketsListPage),
  },
  { path: '/trading/:ticker', load: trading },
  { path: '/trading', load: trading },
  {
    path: '/crypto',
    load: () => import('../features/buy-crypto').then((module) => module.BuyCryptoPage),
    meta: { requiresLogin: true },
  },
  { path: '/sport', load: () => sport().then((module) => module.SportHomePage) },
  { path: '/sport/search', load: () => sport().then((module) => module.SportSearchPage) },
  { path: '/sport/category/:id', load: () => sport().then((module) => module.SportCategoryPage) },
  { path: '/sport/category/:id/:filter', load: () => sport().then((module) => module.SportCategoryPage) },
  { path: '/sport/event/:id', load: () => sport().then((module) => module.SportEventPage) },
  soon('/sport/game/*', 'Sport game'),
  {
    path: '/sportsbook',
    load: () => import('../features/sportsbook').then((module) => module.SportsbookPage),
  },
  { path: '/leaderboard', load: () => race().then((module) => module.LeaderboardPage) },
  { path: '/weekly-race', load: () => race().then((module) => module.WeeklyRacePage) },
  { path: '/privacyPolicy', load: () => legal().then((module) => module.PrivacyPolicyPage) },
  { path: '/terms', load: () => legal().then((module) => module.TermsPage) },
  soon('/vip', 'VIP programme'),
  { path: '/revShare', load: () => token().then((module) => module.RevSharePage) },
  {
    path: '/email/:user/:token',
    load: () => import('../pages/EmailConfirmPage').then((m) => m.EmailConfirmPage),
  },
  {
    path: '/password/reset/:user/:token',
    load: () => import('../pages/PasswordResetPage').then((module) => module.PasswordResetPage),
  },
  { path: '/fairness', load: () => import('../features/fairness').then((module) => module.FairnessPage) },
  soon('/partner', 'Affiliate programme'),
  {
    path: '/profile/settings/connections',
    load: () =>
      import('../features/wallet-connect/connections/ConnectionsPage').then(
        (module) => module.ConnectionsPage,
      ),
    meta: { requiresLogin: true },
  },
  { path: '/profile/:tag', load: profile },
  soon('/oauth/authorize/:requestId', 'Authorisation request'),
  {
    path: '/error/noLayout/1',
    load: () => errors().then((m) => m.InvalidLicencePage),
    meta: { hideLayout: true },
  },
  {
    path: '/error/1',
    load: () => errors().then((module) => module.InvalidLicencePage),
    meta: { hideLayout: true },
  },
  { path: '/error/se', load: () => errors().then((module) => module.SelfExclusionPage) },
  {
    path: '/error/slotUnavailable',
    load: () => errors().then((module) => module.AccessDeniedPage),
    meta: { hideLayout: true },
  },
  {
    path: '/debugger/emulator/slotegrator',
    load: () =>
      import('../features/provider-games/emulator/EmulatorPage').then((module) => module.EmulatorPage),
  },
  // The wallet-connect frame (platform.md §2): shown inside the page's modal, so it has no layout of its own.
  {
    path: '/walletconnect',
    load: () =>
      import('../features/wallet-connect/frame/WalletConnectFramePage').then(
        (module) => module.WalletConnectFramePage,
      ),
    meta: { frame: true },
  },
  soon('/admin/user/:userId', 'Admin user page', { permission: USERS_PERMISSION }),
  { path: '/user/:userId', load: profile },
  soon('/bonus', 'Daily faucet', { requiresLogin: true }),
];

/** Anything else: a real not-found page. */
export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  load: () => import('../pages/NotFoundPage').then((module) => module.NotFoundPage),
};
