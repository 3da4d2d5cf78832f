import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { NumberStepper } from '../components/NumberStepper';
import { startAutoBet, stopAutoBet } from '../play/auto-bet';
import { AUTO_BET_LIMITS, useAutoBet, type AutoBetAction } from '../stores/auto-bet-store';
import { useGameSession } from '../stores/game-session-store';

function OutcomeRuleField({ outcome, disabled }: { outcome: 'win' | 'loss'; disabled: boolean }) {
  const rule = useAutoBet((state) => state[outcome]);
  const setRule = useAutoBet((state) => state.setRule);
  const name = useId();
  const title = outcome === 'win' ? 'On win' : 'On loss';
  const option = (action: AutoBetAction, text: string) => (
    <label className="auto-bet__choice">
      <input
        type="radio"
        name={name}
        checked={rule.action === action}
        disabled={disabled}
        onChange={() => setRule(outcome, { action })}
      />
      {text}
    </label>
  );
  return (
    <fieldset className="auto-bet__rule" disabled={disabled}>
      <legend>{title}</legend>
      {option('reset', 'Reset')}
      {option('increase', 'Increase by')}
      <NumberStepper
        label={`${title} percent`}
        value={rule.value}
        min={0}
        max={AUTO_BET_LIMITS.percentMax}
        suffix="%"
        disabled={disabled || rule.action !== 'increase'}
        onChange={(value) => setRule(outcome, { value })}
      />
    </fieldset>
  );
}

/** Auto tab (platform.md §4 "Auto-bet"): games count, stop on win, on win / on loss rules, Start and Stop. */
export function AutoBetPanel() {
  const auto = useAutoBet(
    useShallow(({ state, games, stopOnWin, currentIteration, configure }) => ({
      on: state === 'on',
      games,
      stopOnWin,
      currentIteration,
      configure,
    })),
  );
  const inProgress = useGameSession((state) => state.extended === 'in-progress');
  const stopOnWinId = useId();
  const locked = auto.on;

  return (
    <div className="auto-bet">
      <NumberStepper
        label="Number of games"
        value={auto.games}
        min={0}
        max={AUTO_BET_LIMITS.gamesMax}
        hint="0 plays until you stop"
        disabled={locked}
        onChange={(games) => auto.configure({ games })}
      />
      <div className="auto-bet__toggle">
        <input
          id={stopOnWinId}
          type="checkbox"
          checked={auto.stopOnWin}
          disabled={locked}
          onChange={(event) => auto.configure({ stopOnWin: event.target.checked })}
        />
        <label htmlFor={stopOnWinId}>Stop on win</label>
      </div>
      <OutcomeRuleField outcome="win" disabled={locked} />
      <OutcomeRuleField outcome="loss" disabled={locked} />
      {auto.on ? (
        <button type="button" className="game-play game-play--stop" onClick={stopAutoBet}>
          Stop autobet
        </button>
      ) : (
        <button type="button" className="game-play" disabled={inProgress} onClick={() => void startAutoBet()}>
          Start autobet
        </button>
      )}
      {auto.on && (
        <p className="auto-bet__progress" role="status">
          {auto.games > 0
            ? `Round ${auto.currentIteration} of ${auto.games}`
            : `Round ${auto.currentIteration}`}
        </p>
      )}
    </div>
  );
}
