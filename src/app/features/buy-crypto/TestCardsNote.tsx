import { ONRAMP_TEST_CARDS } from '@contract/onramp';
import { spacedCardNumber } from '@contract/card-checks';
import { currentHarness } from '../sim-panel/harness';

const CARDS = [
  [ONRAMP_TEST_CARDS.success, 'is paid at once'],
  [ONRAMP_TEST_CARDS.declined, 'is declined'],
  [ONRAMP_TEST_CARDS.threeDSecure, 'asks for 3-D Secure'],
] as const;

/** Sim mode only: the test cards, with any future expiry, any 3-digit code and any name. */
export function TestCardsNote({ onUse }: { onUse: (number: string) => void }) {
  if (!currentHarness()) return null;
  return (
    <aside className="buy-note" aria-label="Test cards">
      <h3>Test cards</h3>
      <ul>
        {CARDS.map(([number, outcome]) => (
          <li key={number}>
            <button type="button" className="buy-note__card" onClick={() => onUse(number)}>
              {spacedCardNumber(number)}
            </button>
            <span>{outcome}</span>
          </li>
        ))}
      </ul>
      <p>Any future expiry, any 3-digit code and any name. The 3-D Secure step shows the bank&apos;s code.</p>
    </aside>
  );
}
