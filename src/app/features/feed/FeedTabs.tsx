import type { KeyboardEvent } from 'react';

export interface FeedTab<T extends string> {
  id: T;
  label: string;
}

interface FeedTabsProps<T extends string> {
  tabs: readonly FeedTab<T>[];
  selected: T;
  onSelect(id: T): void;
  label: string;
  /** Builds the ids that tie each tab to the panel. */
  idFor(id: T): string;
  panelId: string;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** A tab list with the usual keyboard: arrows move and select, Home and End jump; only the chosen tab is in the Tab order. */
export function FeedTabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idFor,
  panelId,
}: FeedTabsProps<T>) {
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next =
      tabs[
        move(
          tabs.findIndex((tab) => tab.id === selected),
          tabs.length,
        )
      ];
    if (!next) return;
    onSelect(next.id);
    document.getElementById(idFor(next.id))?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="feed-tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          id={idFor(tab.id)}
          type="button"
          role="tab"
          aria-selected={tab.id === selected}
          aria-controls={panelId}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
