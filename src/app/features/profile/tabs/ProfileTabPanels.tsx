/** The profile's tab row and the selected tab's panel; the tab lives in the URL (`?tab=`), so links keep it. */
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { TabList } from '../../../components/tabs';
import { ProfileBets } from './ProfileBets';
import { PROFILE_TABS, TAB_PARAM, tabOf, type ProfileTab } from './profile-tabs';

const ProfileStatsTab = lazy(() =>
  import('./ProfileStatsTab').then((module) => ({ default: module.ProfileStatsTab })),
);

export function ProfileTabPanels({ userId, overview }: { userId: string; overview: ReactNode }) {
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get(TAB_PARAM));
  const select = (next: ProfileTab) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'overview') params.delete(TAB_PARAM);
        else params.set(TAB_PARAM, next);
        return params;
      },
      { replace: true },
    );
  const name = PROFILE_TABS.find((entry) => entry.id === tab)!.name;
  return (
    <>
      <TabList
        label="Profile"
        tabs={PROFILE_TABS}
        selected={tab}
        onSelect={select}
        className="profile-tabs"
      />
      <div role="tabpanel" aria-label={name} className="profile-tab">
        {tab === 'overview' && overview}
        {tab === 'bets' && <ProfileBets userId={userId} />}
        {tab === 'stats' && (
          <Suspense
            fallback={
              <p className="profile-tab__note" role="status" aria-busy="true">
                Loading…
              </p>
            }
          >
            <ProfileStatsTab userId={userId} />
          </Suspense>
        )}
      </div>
    </>
  );
}
