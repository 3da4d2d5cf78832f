import { useId, type ReactNode } from 'react';
import type { Photo } from './draft';

export interface Choice<T extends string> {
  value: T;
  title: string;
  hint?: string;
}

interface ChoicesProps<T extends string> {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  columns?: 2 | 3;
}

/** A group of radio buttons drawn as cards (a native radio group underneath: keyboard and labels for free). */
export function Choices<T extends string>({
  legend,
  choices,
  value,
  onChange,
  columns = 3,
}: ChoicesProps<T>) {
  const name = useId();
  return (
    <fieldset className="choices">
      <legend>{legend}</legend>
      <div className={`choices__grid choices__grid--${columns}`}>
        {choices.map((choice) => (
          <label key={choice.value} className="choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span className="choice__title">{choice.title}</span>
            {choice.hint && <span className="choice__hint">{choice.hint}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The file picker of the "upload a photo" choice; a new pick releases the previous photo's memory. */
export function PhotoInput({
  label,
  current,
  onPick,
}: {
  label: string;
  current: Photo | null;
  onPick: (photo: Photo | null) => void;
}) {
  return (
    <label className="photo-input">
      <span>{label}</span>
      <input
        type="file"
        accept="image/*"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (current) URL.revokeObjectURL(current.url);
          onPick(file ? { name: file.name, url: URL.createObjectURL(file) } : null);
        }}
      />
    </label>
  );
}

export function StepActions({ children }: { children: ReactNode }) {
  return <div className="step-actions">{children}</div>;
}
