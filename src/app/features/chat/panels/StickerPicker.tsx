import { useState } from 'react';
import { useDebounced } from './use-debounced';
import { useStickerPages } from './use-sticker-pages';

const SEARCH_DELAY_MS = 300;

/** Sticker search and pages; choosing one sends it. */
export function StickerPicker({ onPick, disabled }: { onPick: (url: string) => void; disabled: boolean }) {
  const [term, setTerm] = useState('');
  const pages = useStickerPages(useDebounced(term.trim(), SEARCH_DELAY_MS));
  return (
    <div className="chat-stickers">
      <input
        type="search"
        className="chat-stickers__search"
        aria-label="Search stickers"
        placeholder="Search stickers"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      {pages.failed && <p role="alert">Stickers could not be loaded.</p>}
      {!pages.loading && !pages.failed && pages.stickers.length === 0 && <p>No stickers found.</p>}
      <ul className="chat-stickers__grid">
        {pages.stickers.map((sticker) => (
          <li key={sticker.id}>
            <button
              type="button"
              disabled={disabled}
              aria-label={sticker.title}
              onClick={() => onPick(sticker.url)}
            >
              <img src={sticker.url} alt="" width={64} height={64} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {pages.loading && <p role="status">Loading stickers…</p>}
      {!pages.loading && pages.more && (
        <button type="button" className="button" onClick={pages.loadMore}>
          More stickers
        </button>
      )}
    </div>
  );
}
