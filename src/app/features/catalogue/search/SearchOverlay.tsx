import { useId, type FormEvent } from 'react';
import { SEARCH_MIN_CHARS, SEARCH_PAGE_SIZE } from '@contract/catalogue';
import { GameTile, tileOf } from '../../../components/game-tile';
import { Icon } from '../../../components/Icon';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { fetchProviderNames } from '../api';
import { useAnswer } from '../use-answer';
import { useGameSearch, type GameSearch } from './use-game-search';
import './search.css';

function heading({ mode, text, provider, total, loading }: GameSearch): string {
  if (mode === 'featured') return 'Featured games';
  if (mode === 'provider') return `Games by ${provider}`;
  return loading && total === 0 ? `Searching for “${text.trim()}”…` : `${total} results for “${text.trim()}”`;
}

/** The game search (community.md §2 "Search overlay"): text box, provider dropdown, 6 games a page. */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const search = useGameSearch();
  const providers = useAnswer(fetchProviderNames).data ?? [];
  const resultsId = useId();
  const typed = search.text.trim().length;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.submit();
  };
  return (
    <Modal open onClose={onClose} title="Search games" className="search-overlay">
      <form role="search" className="search-overlay__form" onSubmit={onSubmit}>
        <label className="search-overlay__box">
          <Icon name="search" />
          <input
            type="search"
            aria-label="Search games"
            placeholder="Search games"
            autoComplete="off"
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
          />
        </label>
        <select
          aria-label="Provider"
          className="search-overlay__provider"
          value={search.provider ?? ''}
          onChange={(event) => search.setProvider(event.target.value || null)}
        >
          <option value="">All providers</option>
          {providers.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </form>
      {typed > 0 && typed < SEARCH_MIN_CHARS && (
        <p className="search-overlay__hint">Type at least {SEARCH_MIN_CHARS} characters to search.</p>
      )}
      <h3 id={resultsId} className="search-overlay__heading" aria-live="polite">
        {heading(search)}
      </h3>
      {!search.loading && search.games.length === 0 ? (
        <p className="search-overlay__empty">No games match your search.</p>
      ) : (
        <ul className="search-overlay__results" aria-labelledby={resultsId} aria-busy={search.loading}>
          {search.games.slice(0, SEARCH_PAGE_SIZE).map((game) => (
            <li key={game.id}>
              <GameTile {...tileOf(game)} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={search.page}
        pages={search.pages}
        onPage={search.setPage}
        label="Search result pages"
      />
    </Modal>
  );
}
