import type { BlackjackDecision, LiveTableState } from '@contract/provider/live';

const DECISIONS: { decision: BlackjackDecision; text: string }[] = [
  { decision: 'hit', text: 'Hit' },
  { decision: 'stand', text: 'Stand' },
  { decision: 'double', text: 'Double' },
];

/** Blackjack's decisions in the decision window (the hand stands by itself when the window closes). */
export function DecisionBar({
  state,
  onDecide,
  busy,
}: {
  state: LiveTableState;
  onDecide: (decision: BlackjackDecision) => void;
  busy: boolean;
}) {
  const hand = state.mine?.hand;
  const open = state.phase === 'deciding' && hand?.status === 'playing';
  return (
    <div className="lv-decisions" role="group" aria-label="Your decision">
      {DECISIONS.map(({ decision, text }) => (
        <button
          key={decision}
          type="button"
          className={`lv-action lv-action--${decision}`}
          disabled={!open || busy || (decision === 'double' && hand!.cards.length !== 2)}
          onClick={() => onDecide(decision)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
