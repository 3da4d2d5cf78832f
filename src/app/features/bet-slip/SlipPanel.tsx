import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { TabList } from '../../components/tabs';
import { useStakeAccount } from '../wallet/stake';
import { MyBets } from './MyBets';
import { SlipBody } from './SlipBody';
import { SlipHeader } from './SlipHeader';
import { setSlipMode, setSlipView, useSlip } from './slip-store';

type SlipTab = 'single' | 'multi' | 'bets';

const TABS: readonly { id: SlipTab; name: string }[] = [
  { id: 'single', name: 'Singles' },
  { id: 'multi', name: 'Multi' },
  { id: 'bets', name: 'My bets' },
];

/** The slip's content: header, the Singles / Multi / My bets tabs, and the chosen tab. */
export function SlipPanel({ titleId }: { titleId?: string }) {
  const ownTitleId = useId();
  const account = useStakeAccount();
  const { count, mode, view } = useSlip(
    useShallow(({ selections, mode, view }) => ({ count: selections.length, mode, view })),
  );
  const tab: SlipTab = view === 'bets' ? 'bets' : mode;
  return (
    <div className="slip-panel">
      <SlipHeader count={count} titleId={titleId ?? ownTitleId} />
      <TabList
        label="Bet slip"
        className="slip-tabs"
        tabs={TABS}
        selected={tab}
        onSelect={(next) => (next === 'bets' ? setSlipView('bets') : setSlipMode(next))}
      />
      {tab === 'bets' ? <MyBets signedIn={account.userId !== null} /> : <SlipBody account={account} />}
    </div>
  );
}
