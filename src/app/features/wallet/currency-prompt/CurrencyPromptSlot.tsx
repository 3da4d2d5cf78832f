import { lazyComponent } from '../../../components/lazy';
import { useCurrencyPrompt } from './prompt-store';

const CurrencyPrompt = lazyComponent(() =>
  import('./CurrencyPrompt').then((module) => module.CurrencyPrompt),
);

/** The refresh-currency prompt's code loads when a prompt is first due, not with the header. */
export function CurrencyPromptSlot() {
  const due = useCurrencyPrompt((state) => state.prompt !== null);
  return due ? <CurrencyPrompt /> : null;
}
