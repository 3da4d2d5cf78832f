import type { PickerOption } from '../picker/DropdownPicker';
import { PickerField } from '../picker/PickerField';
import { chainOptions } from './wallet-options';

interface CurrencyChainFieldsProps {
  currencies: readonly PickerOption[];
  /** The picked currency's chains. */
  chains: readonly string[];
  currency: string;
  chain: string;
  onCurrency: (currency: string) => void;
  onChain: (chain: string) => void;
}

/** The currency and network pickers side by side (stacked on a phone); a single network shows, unpickable. */
export function CurrencyChainFields(props: CurrencyChainFieldsProps) {
  return (
    <div className="picker-fields">
      <PickerField
        label="Currency"
        listLabel="Currencies"
        options={props.currencies}
        selectedId={props.currency}
        onSelect={props.onCurrency}
      />
      {props.chains.length > 0 && (
        <PickerField
          label="Network"
          listLabel="Networks"
          options={chainOptions(props.chains)}
          selectedId={props.chain}
          onSelect={props.onChain}
          disabled={props.chains.length === 1}
        />
      )}
    </div>
  );
}
