import { useState } from 'react';
import { Modal } from '../../../components/modal';
import type { HelpPage } from '../game-ui';
import { useGameSession, type AnyGameUi, type GameDataAnswer } from '../stores/game-session-store';

/** RTP as a percent, whether GameData sends a fraction (0.99) or a percent (99). */
export function rtpPercent(rtp: number): string {
  return `${(rtp <= 1 ? rtp * 100 : rtp).toFixed(2)}%`;
}

function cell(value: unknown): string {
  if (typeof value === 'number') return String(Number(value.toFixed(8)));
  return String(value);
}

/** A paytable of any shape: numbers, lists and named groups, nested as GameData sends them. */
export function PaytableView({ value }: { value: unknown }) {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return <span>{cell(value)}</span>;
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== 'object' || item === null)) {
      return <span className="paytable__row">{value.map(cell).join(' · ')}</span>;
    }
    return (
      <ol className="paytable__list">
        {value.map((item, index) => (
          <li key={index}>
            <PaytableView value={item} />
          </li>
        ))}
      </ol>
    );
  }
  return (
    <dl className="paytable__group">
      {Object.entries(value as Record<string, unknown>).map(([key, item]) => (
        <div key={key} className="paytable__entry">
          <dt>{key}</dt>
          <dd>
            <PaytableView value={item} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function PaytablePage({ ui, gameData }: { ui: AnyGameUi; gameData: GameDataAnswer | null }) {
  if (!gameData) return <p>Loading the paytable…</p>;
  const Paytable = ui.Paytable;
  return (
    <>
      <p>
        Return to player (RTP): <strong>{rtpPercent(gameData.rtp)}</strong>
      </p>
      {Paytable ? <Paytable paytable={gameData.paytable} /> : <PaytableView value={gameData.paytable} />}
    </>
  );
}

/**
 * The paged help (platform.md §2): the game's own pages, then its paytable and RTP from GameData. The button
 * reads Next, then Close on the last page.
 */
export function HelpModal({ onClose }: { onClose(): void }) {
  const ui = useGameSession((state) => state.ui);
  const info = useGameSession((state) => state.info);
  const gameData = useGameSession((state) => state.gameData);
  const [page, setPage] = useState(0);
  if (!ui || !info) return null;

  const pages: (HelpPage | 'paytable')[] = [...ui.help, 'paytable'];
  const current = pages[Math.min(page, pages.length - 1)]!;
  const last = page >= pages.length - 1;
  const title = current === 'paytable' ? `${info.name}: paytable and RTP` : current.title;

  return (
    <Modal open title={title} onClose={onClose} className="help-modal">
      <div className="help-modal__page">
        {current === 'paytable' ? (
          <PaytablePage ui={ui} gameData={gameData} />
        ) : (
          current.body.map((paragraph, index) => <p key={index}>{paragraph}</p>)
        )}
      </div>
      <div className="help-modal__nav">
        <span>
          Page {page + 1} of {pages.length}
        </span>
        <button
          type="button"
          className="button button--primary"
          onClick={last ? onClose : () => setPage(page + 1)}
        >
          {last ? 'Close' : 'Next'}
        </button>
      </div>
    </Modal>
  );
}
