import { Modal } from '../../../components/modal';
import { useAppStore } from '../../../stores/app-store';
import { useWallet } from '../wallet-store';
import { formatAmount } from '../format-amount';
import { useCurrencyPrompt } from './prompt-store';
import './currency-prompt.css';

/** The refresh-currency prompt (platform.md §2); when it shows is decided in prompt-store.ts. */
export function CurrencyPrompt() {
  const { prompt, dismiss } = useCurrencyPrompt();
  const selected = useAppStore((state) => state.currency);
  const currencies = useWallet((state) => state.currencies);
  if (!prompt) return null;
  const target = currencies.find((entry) => entry.id === prompt.currency);
  const code = prompt.currency.toUpperCase();
  const name = target ? `${target.name} (${code})` : code;

  if (prompt.reason === 'licence') {
    return (
      <Modal open onClose={dismiss} title="Currency updated" className="currency-prompt">
        <p>
          This casino now plays in <strong>{name}</strong> only. Your balance and your bets are in {code}.
        </p>
        <div className="currency-prompt__actions">
          <button type="button" className="button button--primary" onClick={dismiss}>
            Continue
          </button>
        </div>
      </Modal>
    );
  }

  const switchTo = () => {
    useAppStore.getState().set({ currency: prompt.currency, demo: false });
    dismiss();
  };
  return (
    <Modal open onClose={dismiss} title="Deposit received" className="currency-prompt">
      <p>
        Your deposit of{' '}
        <strong>
          {formatAmount(prompt.amount, target?.decimals ?? 8, 'btc')} {code}
        </strong>{' '}
        has arrived. You are playing with {selected.toUpperCase()}, which has no balance.
      </p>
      <div className="currency-prompt__actions">
        <button type="button" className="button" onClick={dismiss}>
          Not now
        </button>
        <button type="button" className="button button--primary" onClick={switchTo}>
          Switch to {code}
        </button>
      </div>
    </Modal>
  );
}
