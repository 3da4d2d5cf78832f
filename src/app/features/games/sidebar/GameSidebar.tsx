import { useId, useState, type KeyboardEvent } from 'react';
import { useAutoBet } from '../stores/auto-bet-store';
import { useGameSession } from '../stores/game-session-store';
import { useGameCurrency, useWagerBounds } from '../hooks';
import { currentBet } from '../play/actions';
import { AutoBetPanel } from './AutoBetPanel';
import { ChipSelector, chipInUse } from './ChipSelector';
import { DemoLine } from './DemoLine';
import { PlayButton } from './PlayButton';
import { WagerInput } from './WagerInput';

type Tab = 'manual' | 'auto';

/** The bet: a wager input, or chips and their total for table games. */
function BetFields({ locked }: { locked: boolean }) {
  const session = useGameSession();
  const { decimals, code, format } = useGameCurrency();
  const { min, max } = useWagerBounds();
  const { info, ui } = session;
  if (!info || !ui) return null;

  if (!info.chips) {
    return (
      <WagerInput
        value={session.wager}
        onChange={session.setWager}
        decimals={decimals}
        code={code}
        min={min}
        max={max}
        disabled={locked}
      />
    );
  }
  const total = currentBet(session);
  return (
    <div className="chip-bet">
      <ChipSelector
        value={chipInUse(session.chip, decimals)}
        decimals={decimals}
        onChange={session.setChip}
        disabled={locked}
      />
      <div className="chip-bet__total">
        <span>
          Total bet: <strong>{`${format(total)} ${code}`}</strong>
        </span>
        <button
          type="button"
          className="link-button"
          disabled={locked || total <= 0}
          onClick={() => session.setData(ui.defaultData)}
        >
          Clear bets
        </button>
      </div>
    </div>
  );
}

/** The game sidebar (platform.md §2): Manual and Auto tabs over the bet, the game's options and play. */
export function GameSidebar() {
  const info = useGameSession((state) => state.info);
  const ui = useGameSession((state) => state.ui);
  const data = useGameSession((state) => state.data);
  const setData = useGameSession((state) => state.setData);
  const inProgress = useGameSession((state) => state.extended === 'in-progress');
  const autoOn = useAutoBet((state) => state.state === 'on');
  const [chosen, setTab] = useState<Tab>('manual');
  const baseId = useId();
  if (!info || !ui) return null;

  const tab: Tab = info.autoBet ? chosen : 'manual';
  const locked = inProgress || autoOn;
  const tabsLocked = inProgress || autoOn;
  const Options = ui.Options;

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (tabsLocked || !info.autoBet) return;
    const next = tab === 'manual' ? 'auto' : 'manual';
    setTab(next);
    document.getElementById(`${baseId}-${next}`)?.focus();
  };

  const tabButton = (name: Tab, label: string, enabled: boolean) => (
    <button
      id={`${baseId}-${name}`}
      type="button"
      role="tab"
      aria-selected={tab === name}
      aria-controls={`${baseId}-panel`}
      tabIndex={tab === name ? 0 : -1}
      className={tab === name ? 'game-tab game-tab--active' : 'game-tab'}
      disabled={!enabled || (tabsLocked && tab !== name)}
      title={enabled ? undefined : 'Auto-bet is not available for this game'}
      onClick={() => setTab(name)}
    >
      {label}
    </button>
  );

  return (
    <aside className="game-sidebar" aria-label="Bet controls">
      <div className="game-tabs" role="tablist" aria-label="Betting mode" onKeyDown={onTabKey}>
        {tabButton('manual', 'Manual', true)}
        {tabButton('auto', 'Auto', info.autoBet)}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-${tab}`}
        className="game-sidebar__panel"
      >
        <BetFields locked={locked} />
        {Options && <Options data={data} onDataChange={setData} disabled={locked} />}
        {tab === 'manual' ? <PlayButton /> : <AutoBetPanel />}
        <DemoLine disabled={locked} />
      </div>
    </aside>
  );
}
