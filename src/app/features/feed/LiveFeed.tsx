import { useId } from 'react';
import { RACE_PLUGIN, type LiveChannel } from '@contract/index';
import { useAppStore } from '../../stores/app-store';
import { useSession } from '../auth';
import { effectiveChannel } from './feed-rules';
import { FeedTabs, type FeedTab } from './FeedTabs';
import { GameRows } from './live/GameRows';
import { RaceTab } from './race/RaceTab';
import { WinsTicker } from './ticker/WinsTicker';
import './feed.css';

const TABS: readonly (FeedTab<LiveChannel> & { signedInOnly?: boolean; plugin?: string })[] = [
  { id: 'mine', label: 'Mine', signedInOnly: true },
  { id: 'all', label: 'All' },
  { id: 'high_rollers', label: 'High rollers' },
  { id: 'race', label: 'Weekly Race', plugin: RACE_PLUGIN },
];

/**
 * The live feed under casino pages (community.md §2 "Live feed"): the latest-wins ticker, then the tabs Mine
 * (signed-in only), All, High rollers and Weekly Race (with the race plugin). The chosen tab is the global
 * state's liveChannel; a guest who chose Mine sees All.
 */
export function LiveFeed() {
  const baseId = useId();
  const signedIn = useSession((session) => session.status === 'signedIn');
  const plugins = useAppStore((state) => state.licence?.plugins);
  const chosen = useAppStore((state) => state.liveChannel);
  const raceOn = plugins?.includes(RACE_PLUGIN) ?? false;
  const channel = effectiveChannel(chosen, signedIn, raceOn);
  const tabs = TABS.filter((tab) => (signedIn || !tab.signedInOnly) && (!tab.plugin || raceOn));
  const idFor = (id: LiveChannel) => `${baseId}-${id}`;
  const panelId = `${baseId}-panel`;

  return (
    <section className="live-feed" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="live-feed__title">
        Live bets
      </h2>
      <WinsTicker />
      <FeedTabs
        tabs={tabs}
        selected={channel}
        onSelect={(liveChannel) => useAppStore.getState().set({ liveChannel })}
        label="Live feed"
        idFor={idFor}
        panelId={panelId}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={idFor(channel)} className="live-feed__panel">
        {channel === 'race' ? <RaceTab /> : <GameRows channel={channel} />}
      </div>
    </section>
  );
}
