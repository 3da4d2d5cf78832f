import { useId } from 'react';
import { DropdownPicker, OptionIcon, type DropdownPickerProps } from './DropdownPicker';

export interface PickerFieldProps extends Omit<
  DropdownPickerProps,
  'toggle' | 'toggleLabelledBy' | 'listLabel' | 'searchLabel'
> {
  /** The field's label, e.g. 'Currency'; the list and its search box are named after it. */
  label: string;
  /** The list's name, e.g. 'Currencies'. */
  listLabel: string;
}

/** A labelled form field of the wallet modal that picks one option from a dropdown. */
export function PickerField({ label, listLabel, ...picker }: PickerFieldProps) {
  const labelId = useId();
  const valueId = useId();
  const selected = picker.options.find((option) => option.id === picker.selectedId);
  return (
    <div className="picker-field">
      <span id={labelId} className="picker-field__label">
        {label}
      </span>
      <DropdownPicker
        {...picker}
        className="picker--field"
        listLabel={listLabel}
        searchLabel={`Search ${label.toLowerCase()}`}
        toggleLabelledBy={`${labelId} ${valueId}`}
        toggle={
          <>
            {/* Options without icons (networks) leave no gap for one. */}
            {selected?.icon !== undefined && <OptionIcon src={selected.icon} />}
            <span id={valueId} className="picker__name">
              {selected?.name ?? '—'}
            </span>
            {selected?.detail !== undefined && <span className="picker__detail">{selected.detail}</span>}
            <span className="picker__chevron" aria-hidden="true">
              ▾
            </span>
          </>
        }
      />
    </div>
  );
}
