import { Suspense, lazy, useState, type ComponentType } from 'react';
import { TabList } from '../../components/tabs';
import type { HarnessHandle } from '../../transport';
import { ClockSection } from './sections/ClockSection';
import { ConnectionSection } from './sections/ConnectionSection';
import { CrowdSection } from './sections/CrowdSection';
import { FaultSection } from './sections/FaultSection';
import { JurisdictionSection } from './sections/JurisdictionSection';
import { LicenceSection } from './sections/LicenceSection';
import { PartnerAppSection } from './sections/PartnerAppSection';
import { RewardsSection } from './sections/RewardsSection';
import './sim-panel.css';

/** A section of a page; `close` closes the panel (a section that opens another page calls it). */
type Section = ComponentType<{ harness: HarnessHandle; close?: () => void }>;
type PageId = 'world' | 'transfer' | 'withdrawals' | 'scenarios';

// The money pages load when first shown: the transfer form brings the wallet's pickers with it.
const TransferSection = lazy(() =>
  import('./sections/TransferSection').then((module) => ({ default: module.TransferSection })),
);
const WithdrawalsSection = lazy(() =>
  import('./sections/WithdrawalsSection').then((module) => ({ default: module.WithdrawalsSection })),
);
// The recorder's page: the replay engine and the diff come with it.
const ScenarioSection = lazy(() =>
  import('../scenario-recorder/ScenarioSection').then((module) => ({ default: module.ScenarioSection })),
);

/** The panel's pages, each a list of sections. */
const PAGES: { id: PageId; name: string; sections: Section[] }[] = [
  {
    id: 'world',
    name: 'World',
    sections: [
      ConnectionSection,
      ClockSection,
      RewardsSection,
      CrowdSection,
      FaultSection,
      LicenceSection,
      JurisdictionSection,
      PartnerAppSection,
    ],
  },
  { id: 'transfer', name: 'Transfer', sections: [TransferSection] },
  { id: 'withdrawals', name: 'Withdrawals', sections: [WithdrawalsSection] },
  { id: 'scenarios', name: 'Scenarios', sections: [ScenarioSection] },
];

/**
 * The demo panel: what QA and sales do by hand to the simulated world, on cue. Each button is one call of
 * `window.__harness`, so a Playwright script and a person drive the same thing.
 */
export function SimPanel({ harness, close }: { harness: HarnessHandle; close?: () => void }) {
  const [pageId, setPageId] = useState<PageId>('world');
  // The recorder sees the calls on their way to the page's own sim: against the QA host there is none to hook.
  const pages = harness.transport === 'sim' ? PAGES : PAGES.filter(({ id }) => id !== 'scenarios');
  const page = pages.find(({ id }) => id === pageId)!;
  return (
    <div className="sim-panel">
      <TabList label="Sim controls pages" tabs={pages} selected={pageId} onSelect={setPageId} />
      <div role="tabpanel" aria-label={page.name} className="sim-panel__page">
        <Suspense fallback={<p aria-busy="true">Loading…</p>}>
          {page.sections.map((Section, index) => (
            <Section key={index} harness={harness} close={close} />
          ))}
        </Suspense>
      </div>
    </div>
  );
}
