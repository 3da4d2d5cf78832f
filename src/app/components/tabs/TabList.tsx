import { useRef, type KeyboardEvent } from 'react';
import './tabs.css';

interface TabListProps<T extends string> {
  label: string;
  tabs: readonly { id: T; name: string }[];
  selected: T;
  onSelect: (id: T) => void;
  className?: string;
}

/**
 * A segmented row of tabs (WAI-ARIA tabs pattern): only the selected tab is in the Tab order, the arrow keys, Home and End
 * move to and select the others.
 */
export function TabList<T extends string>({ label, tabs, selected, onSelect, className }: TabListProps<T>) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % tabs.length,
      ArrowLeft: (at - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next]!.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      className={className ? `tabs ${className}` : 'tabs'}
      onKeyDown={onKeyDown}
    >
      {tabs.map(({ id, name }) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={selected === id}
          tabIndex={selected === id ? 0 : -1}
          className={selected === id ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
          onClick={() => onSelect(id)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
