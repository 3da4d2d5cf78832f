/** The profile page's tabs, named in the URL as `?tab=bets` (no parameter: the overview). */
export const PROFILE_TABS = [
  { id: 'overview', name: 'Overview' },
  { id: 'bets', name: 'Bets' },
  { id: 'stats', name: 'Statistics' },
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number]['id'];

export const TAB_PARAM = 'tab';

/** The tab a `?tab=` value names; anything unknown is the overview. */
export function tabOf(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab.id === value)?.id ?? 'overview';
}
