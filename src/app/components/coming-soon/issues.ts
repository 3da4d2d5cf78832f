/**
 * The issues that bring the features not built yet. A page or panel that waits for one names it, so a demo
 * never shows a silently empty screen.
 */
export const ISSUES = {
  catalogue: 'Casino catalogue: slots, live casino and providers',
  wallet: 'Wallet: deposits and withdrawals',
  sportsbook: 'Sportsbook',
  trading: 'Futures trading',
  analytics: 'Token analytics',
  vipRewards: 'VIP and rewards',
  promotions: 'Promotions',
  affiliate: 'Affiliate programme',
  legal: 'Legal texts',
  profiles: 'Player profiles and account settings',
  pvp: 'Player-versus-player betting',
  token: 'Native token',
  poker: 'Poker',
  buyCrypto: 'Buy crypto',
  admin: 'Staff and admin tools',
  oauth: 'OAuth authorisation requests',
  providerEmulator: 'Game-provider emulator',
} as const;

export type IssueKey = keyof typeof ISSUES;
