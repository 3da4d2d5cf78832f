/**
 * The one route table (platform.md §2, community.md §2 "Routes referenced"). Every page is loaded on demand;
 * the router is built from this table, and tests check it against the spec's list.
 */
import type { ComponentType } from 'react';
import { USERS_PERMISSION } from '@contract/index';
import type { IssueKey } from '../components/coming-soon';
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
const profile = () => import('../features/profile/ProfilePage').then((module) => module.ProfilePage);

/** A route whose feature is not built yet: it shows a coming-soon panel naming the issue. */
function soon(path: string, feature: string, issue: IssueKey, meta: RouteMeta = {}): AppRoute {
  return { path, load: comingSoonPage, meta: { ...meta, pending: { feature, issue } } };
}

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', load: home },
  soon('/token', 'Native token', 'token'),
  { path: '/ref/:code', load: home },
  { path: '/casino/game/:id', load: () => import('../features/games').then((module) => module.GamePage) },
  soon('/casino/game/provider/:provider', 'Games of a provider', 'catalogue'),
  // Originals lists the in-house games; the other categories come with the catalogue.
  {
    ...soon('/casino/:tag', 'Casino category', 'catalogue'),
    load: () => import('../features/home').then((module) => module.CasinoCategoryPage),
  },
  soon('/poker', 'Poker', 'poker'),
  soon('/provider/all', 'All providers', 'catalogue'),
  soon('/analytics', 'Token analytics', 'analytics'),
  soon('/rewards', 'Rewards', 'vipRewards'),
  soon('/pvp', 'Player-versus-player betting', 'pvp'),
  soon('/pvp/pool/:poolId', 'Player-versus-player pool', 'pvp'),
  soon('/promotions', 'Promotions', 'promotions'),
  soon('/trading/all', 'Futures markets', 'trading'),
  soon('/trading/:ticker', 'Futures trading', 'trading'),
  soon('/trading', 'Futures trading', 'trading'),
  soon('/crypto', 'Buy crypto', 'buyCrypto'),
  soon('/sport', 'Sport betting', 'sportsbook'),
  soon('/sport/search', 'Sport search', 'sportsbook'),
  soon('/sport/category/:id', 'Sport category', 'sportsbook'),
  soon('/sport/category/:id/:filter', 'Sport category', 'sportsbook'),
  soon('/sport/event/:id', 'Sport event', 'sportsbook'),
  soon('/sport/game/*', 'Sport game', 'sportsbook'),
  soon('/sportsbook', 'Sportsbook', 'sportsbook'),
  { path: '/leaderboard', load: () => race().then((module) => module.LeaderboardPage) },
  { path: '/weekly-race', load: () => race().then((module) => module.WeeklyRacePage) },
  { path: '/privacyPolicy', load: () => legal().then((module) => module.PrivacyPolicyPage) },
  { path: '/terms', load: () => legal().then((module) => module.TermsPage) },
  soon('/vip', 'VIP programme', 'vipRewards'),
  soon('/revShare', 'Cash share', 'token'),
  {
    path: '/email/:user/:token',
    load: () => import('../pages/EmailConfirmPage').then((m) => m.EmailConfirmPage),
  },
  {
    path: '/password/reset/:user/:token',
    load: () => import('../pages/PasswordResetPage').then((module) => module.PasswordResetPage),
  },
  { path: '/fairness', load: () => import('../features/fairness').then((module) => module.FairnessPage) },
  soon('/partner', 'Affiliate programme', 'affiliate'),
  soon('/profile/settings/connections', 'Connected accounts', 'profiles', { requiresLogin: true }),
  { path: '/profile/:tag', load: profile },
  soon('/oauth/authorize/:requestId', 'Authorisation request', 'oauth'),
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
  soon('/debugger/emulator/slotegrator', 'Game-provider emulator', 'providerEmulator'),
  soon('/admin/user/:userId', 'Admin user page', 'admin', { permission: USERS_PERMISSION }),
  { path: '/user/:userId', load: profile },
  soon('/bonus', 'Daily faucet', 'vipRewards', { requiresLogin: true }),
];

/** Anything else: a real not-found page. */
export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  load: () => import('../pages/NotFoundPage').then((module) => module.NotFoundPage),
};
