import { useId, useState } from 'react';

/** The selector's search box appears only with more than 3 entries (platform.md §9). */
const SEARCH_THRESHOLD = 3;

interface PickerProps {
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** Shown text of an option. */
  format?: (value: string) => string;
}

/** A labelled select, with a case-insensitive search box above it when it has more than 3 entries. */
export function DepositPicker({ label, options, value, onChange, format = (text) => text }: PickerProps) {
  const selectId = useId();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? options.filter((option) => option === value || format(option).toLowerCase().includes(needle))
    : options;
  return (
    <div className="deposit-picker">
      <label htmlFor={selectId}>{label}</label>
      {options.length > SEARCH_THRESHOLD && (
        <input
          type="search"
          aria-label={`Search ${label.toLowerCase()}`}
          placeholder="Search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      )}
      <select id={selectId} value={value} onChange={(event) => onChange(event.target.value)}>
        {shown.map((option) => (
          <option key={option} value={option}>
            {format(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
