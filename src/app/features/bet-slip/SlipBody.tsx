import { useShallow } from 'zustand/react/shallow';
import { Icon } from '../../components/Icon';
import type { StakeAccount } from '../wallet/stake';
import { planSlip } from './slip-check';
import { useSlip } from './slip-store';
import { MultiSummary } from './MultiSummary';
import { SelectionRow } from './SelectionRow';
import { SlipFooter } from './SlipFooter';
import { useSelectionStates } from './use-selection-states';

/** The slip's selections in the chosen mode, the multi's summary, and the footer that places the bets. */
export function SlipBody({ account }: { account: StakeAccount }) {
  const { selections, mode, stakes, multiStake, waiting, note } = useSlip(
    useShallow(({ selections, mode, stakes, multiStake, waiting, note }) => ({
      selections,
      mode,
      stakes,
      multiStake,
      waiting,
      note,
    })),
  );
  const states = useSelectionStates();
  if (selections.length === 0)
    return (
      <div className="slip-empty">
        <span className="slip-empty__icon">
          <Icon name="sport" />
        </span>
        <p>Your bet slip is empty</p>
        <p className="slip-empty__hint">Pick a price on any match to add it here.</p>
      </div>
    );
  const plan = planSlip(
    { mode, selections, stakes, multiStake, states, waiting: new Set(Object.keys(waiting)) },
    account,
  );
  return (
    <div className="slip-body">
      {note && (
        <p className="slip-note" role="status">
          {note}
        </p>
      )}
      <ul className="slip-rows">
        {selections.map((selection) => (
          <SelectionRow
            key={selection.optionId}
            selection={selection}
            state={states[selection.optionId]}
            single={mode === 'single'}
            account={account}
          />
        ))}
      </ul>
      {mode === 'multi' && <MultiSummary selections={selections} plan={plan} account={account} />}
      <SlipFooter mode={mode} plan={plan} account={account} />
    </div>
  );
}
