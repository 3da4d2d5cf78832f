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

/** The loader of one named page of a module loaded on demand. */
const page =
  <M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) =>
  () =>
    load().then((module) => module[name]);

const home = page(() => import('../pages/HomePage'), 'HomePage');
const comingSoonPage = page(() => import('../pages/ComingSoonPage'), 'ComingSoonPage');
const legal = () => import('../pages/LegalPages');
const errors = () => import('../pages/ErrorPages');
const race = () => import('../features/feed/pages');
const catalogue = () => import('../features/catalogue/pages');
const profile = page(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const trading = page(() => import('../features/trading/page/TradingPage'), 'TradingPage');
const token = () => import('../features/token/pages');
const sport = () => import('../features/sports/pages');
const pvp = () => import('../features/pvp');
const rewards = () => import('../features/rewards');
const sportGame = page(() => import('../features/sport-widget/game/SportGamePage'), 'SportGamePage');

/** A route whose feature is not there yet: it shows the feature's name and "Coming soon". */
function soon(path: string, feature: string, meta: RouteMeta = {}): AppRoute {
  return { path, load: comingSoonPage, meta: { ...meta, pending: { feature } } };
}

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', load: home },
  { path: '/token', load: page(token, 'TokenPage') },
  { path: '/ref/:code', load: home },
  { path: '/casino/game/:id', load: page(() => import('../features/games'), 'GamePage') },
  { path: '/casino/game/provider/:provider', load: page(catalogue, 'ProviderPage') },
  { path: '/casino/:tag', load: page(catalogue, 'CategoryPage') },
  { path: '/poker', load: page(() => import('../features/poker'), 'PokerPage') },
  { path: '/provider/all', load: page(catalogue, 'AllProvidersPage') },
  { path: '/analytics', load: page(token, 'AnalyticsPage') },
  { path: '/rewards', load: page(rewards, 'RewardsPage') },
  { path: '/pvp', load: page(pvp, 'PvpPage') },
  { path: '/pvp/pool/:poolId', load: page(pvp, 'PoolPage') },
  { path: '/promotions', load: page(() => import('../features/promotions'), 'PromotionsPage') },
  {
    path: '/trading/all',
    load: page(() => import('../features/trading/markets-list'), 'MarketsListPage'),
  },
  { path: '/trading/:ticker', load: trading },
  { path: '/trading', load: trading },
  {
    path: '/crypto',
    load: page(() => import('../features/buy-crypto'), 'BuyCryptoPage'),
    meta: { requiresLogin: true },
  },
  { path: '/sport', load: page(sport, 'SportHomePage') },
  { path: '/sport/search', load: page(sport, 'SportSearchPage') },
  { path: '/sport/category/:id', load: page(sport, 'SportCategoryPage') },
  { path: '/sport/category/:id/:filter', load: page(sport, 'SportCategoryPage') },
  { path: '/sport/event/:id', load: page(sport, 'SportEventPage') },
  { path: '/sport/game/:id', load: sportGame },
  { path: '/sport/game/*', load: sportGame },
  {
    path: '/sportsbook',
    load: page(() => import('../features/sportsbook'), 'SportsbookPage'),
  },
  { path: '/leaderboard', load: page(race, 'LeaderboardPage') },
  { path: '/weekly-race', load: page(race, 'WeeklyRacePage') },
  { path: '/privacyPolicy', load: page(legal, 'PrivacyPolicyPage') },
  { path: '/terms', load: page(legal, 'TermsPage') },
  { path: '/vip', load: page(() => import('../features/vip'), 'VipPage') },
  { path: '/revShare', load: page(token, 'RevSharePage') },
  {
    path: '/email/:user/:token',
    load: page(() => import('../pages/EmailConfirmPage'), 'EmailConfirmPage'),
  },
  {
    path: '/password/reset/:user/:token',
    load: page(() => import('../pages/PasswordResetPage'), 'PasswordResetPage'),
  },
  { path: '/fairness', load: page(() => import('../features/fairness'), 'FairnessPage') },
  { path: '/partner', load: page(() => import('../features/affiliate'), 'AffiliatePage') },
  {
    path: '/profile/settings/connections',
    load: page(() => import('../features/wallet-connect/connections/ConnectionsPage'), 'ConnectionsPage'),
    meta: { requiresLogin: true },
  },
  { path: '/profile/:tag', load: profile },
  soon('/oauth/authorize/:requestId', 'Authorisation request'),
  {
    path: '/error/noLayout/1',
    load: page(errors, 'InvalidLicencePage'),
    meta: { hideLayout: true },
  },
  {
    path: '/error/1',
    load: page(errors, 'InvalidLicencePage'),
    meta: { hideLayout: true },
  },
  { path: '/error/se', load: page(errors, 'SelfExclusionPage') },
  {
    path: '/error/slotUnavailable',
    load: page(errors, 'AccessDeniedPage'),
    meta: { hideLayout: true },
  },
  {
    path: '/debugger/emulator/slotegrator',
    load: page(() => import('../features/provider-games/emulator/EmulatorPage'), 'EmulatorPage'),
  },
  // The wallet-connect frame (platform.md §2): shown inside the page's modal, so it has no layout of its own.
  {
    path: '/walletconnect',
    load: page(
      () => import('../features/wallet-connect/frame/WalletConnectFramePage'),
      'WalletConnectFramePage',
    ),
    meta: { frame: true },
  },
  {
    path: '/admin/user/:userId',
    load: page(() => import('../features/admin'), 'AdminUserPage'),
    meta: { permission: USERS_PERMISSION },
  },
  { path: '/user/:userId', load: profile },
  { path: '/bonus', load: page(rewards, 'FaucetPage'), meta: { requiresLogin: true } },
];

/** Anything else: a real not-found page. */
export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  load: page(() => import('../pages/NotFoundPage'), 'NotFoundPage'),
};
