import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './picker.css';

/** The selector's search box appears only with more than 3 entries (platform.md §9). */
const SEARCH_THRESHOLD = 3;

export interface PickerOption {
  id: string;
  name: string;
  /** Path of an icon shipped with the client; '' keeps an icon's place, undefined (networks) leaves none. */
  icon?: string;
  /** Text at the row's end (a balance, a code). */
  detail?: string;
  /** Further text the search matches (a currency code), besides the name. */
  keywords?: string;
}

export interface DropdownPickerProps {
  options: readonly PickerOption[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** The list's accessible name, e.g. 'Currencies'. */
  listLabel: string;
  /** The search box's accessible name, e.g. 'Search currency'. */
  searchLabel: string;
  /** What the closed picker shows. */
  toggle: ReactNode;
  className?: string;
  toggleClassName?: string;
  toggleTitle?: string;
  /** Ids of the elements naming the toggle (a field's label and the value shown). */
  toggleLabelledBy?: string;
  disabled?: boolean;
}

/** An option's icon; an option without one keeps its place empty (an empty src refetches the page). */
export function OptionIcon({ src }: { src: string | undefined }) {
  if (!src) return <span className="picker__icon" aria-hidden="true" />;
  return <img className="picker__icon" src={src} alt="" width={18} height={18} />;
}

const optionButtons = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLButtonElement>('.picker__option') ?? []),
];

/**
 * A button that opens a searchable list of options. Keyboard: Enter or Arrow Down opens it, the arrows,
 * Home and End move through the options, Enter picks, Escape closes it (and no modal around it) and gives
 * the focus back to the button; leaving it by Tab or a click outside closes it.
 */
export function DropdownPicker(props: DropdownPickerProps) {
  const { options, selectedId, onSelect, listLabel, searchLabel, toggle } = props;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const searchable = options.length > SEARCH_THRESHOLD;

  // A press outside closes the list (a blur alone misses browsers that do not focus a pressed button).
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const needle = query.trim().toLowerCase();
  const shown = needle
    ? options.filter((option) => `${option.name} ${option.keywords ?? ''}`.toLowerCase().includes(needle))
    : options;

  function close(refocus: boolean) {
    setOpen(false);
    setQuery('');
    if (refocus) toggleRef.current?.focus();
  }

  function choose(id: string) {
    onSelect(id);
    close(true);
  }

  /** Without a search box the focus goes to the picked option once the list is drawn. */
  function openMenu() {
    setOpen(true);
    if (!searchable)
      requestAnimationFrame(() => {
        const buttons = optionButtons(menu.current);
        (buttons.find((button) => button.getAttribute('aria-current') === 'true') ?? buttons[0])?.focus();
      });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) {
      if (event.key === 'ArrowDown' && event.target === toggleRef.current) {
        event.preventDefault();
        openMenu();
      }
      return;
    }
    const buttons = optionButtons(menu.current);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at <= 0 ? buttons.length - 1 : at - 1,
      Home: 0,
      End: buttons.length - 1,
    };
    if (event.key === 'Escape') {
      // Only the list closes: the modal around it stays.
      event.stopPropagation();
      close(true);
    } else if (event.key in moves && buttons.length > 0) {
      event.preventDefault();
      buttons[Math.min(moves[event.key]!, buttons.length - 1)]?.focus();
    }
  }

  return (
    <div
      className={['picker', props.className].filter(Boolean).join(' ')}
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tab out of the list closes it; a blur to nowhere (a press on an option in some browsers) does not.
        const next = event.relatedTarget as Node | null;
        if (open && next && !root.current?.contains(next)) close(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className={['picker__toggle', props.toggleClassName].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-labelledby={props.toggleLabelledBy}
        title={props.toggleTitle}
        disabled={props.disabled}
        onClick={() => (open ? close(false) : openMenu())}
      >
        {toggle}
      </button>
      {open && (
        <div id={menuId} className="picker__menu" ref={menu}>
          {searchable && (
            <input
              type="search"
              className="picker__search"
              aria-label={searchLabel}
              placeholder="Search"
              value={query}
              autoFocus
              onChange={(event) => setQuery(event.target.value)}
            />
          )}
          <ul className="picker__list" aria-label={listLabel}>
            {shown.map((option) => (
              <li key={option.id}>
                <button
                  type="button"
                  className="picker__option"
                  aria-current={option.id === selectedId ? 'true' : undefined}
                  onClick={() => choose(option.id)}
                >
                  {option.icon !== undefined && <OptionIcon src={option.icon} />}
                  <span className="picker__name">{option.name}</span>
                  {option.detail !== undefined && <span className="picker__detail">{option.detail}</span>}
                </button>
              </li>
            ))}
            {shown.length === 0 && <li className="picker__empty">Nothing found</li>}
          </ul>
        </div>
      )}
    </div>
  );
}
