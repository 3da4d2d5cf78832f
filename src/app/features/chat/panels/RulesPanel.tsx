import { CHAT_RULES } from '@contract/index';
import { acceptRules, useRulesAccepted } from '../room/rules';
import { PanelFrame } from './PanelFrame';

/** The 10 chat rules (community.md §9); a signed-in player who has not yet accepted them accepts here. */
export function RulesPanel({ signedIn }: { signedIn: boolean }) {
  const accepted = useRulesAccepted();
  return (
    <PanelFrame panel="rules" title="Chat rules">
      <ol className="chat-rules">
        {CHAT_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      {signedIn && !accepted && (
        <button type="button" className="button button--primary" onClick={acceptRules}>
          I accept
        </button>
      )}
    </PanelFrame>
  );
}
