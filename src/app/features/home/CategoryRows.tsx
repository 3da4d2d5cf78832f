import { useId } from 'react';
import { Link } from 'react-router';
import { ComingSoonNote } from '../../components/coming-soon';
import { useAppStore } from '../../stores/app-store';
import { GameRow } from './GameRow';
import { ORIGINALS } from './originals';
import './home.css';

interface CategoryRow {
  title: string;
  viewAll: string;
  /** The games of a row that has them; the others are coming soon. */
  games?: readonly { id: string; name: string }[];
  /** Shown only when the licence has this plugin (the futures row needs trading). */
  plugin?: string;
}

/** The home rows of community.md §2, in order. */
const ROWS: readonly CategoryRow[] = [
  { title: 'Originals', viewAll: '/casino/originals', games: ORIGINALS },
  { title: 'Futures', viewAll: '/trading/all', plugin: 'trading' },
  { title: 'Slots', viewAll: '/casino/slots' },
  { title: 'Providers', viewAll: '/provider/all' },
  { title: 'Live Casino', viewAll: '/casino/live' },
  { title: 'New Releases', viewAll: '/casino/new-releases' },
];

function PendingRow({ row }: { row: CategoryRow }) {
  const headingId = useId();
  return (
    <section className="category-row" aria-labelledby={headingId}>
      <div className="category-row__header">
        <h3 id={headingId}>{row.title}</h3>
        <Link to={row.viewAll} aria-label={`View all ${row.title}`}>
          View all
        </Link>
      </div>
      <div className="category-row__placeholder">
        <ComingSoonNote />
      </div>
    </section>
  );
}

export function CategoryRows() {
  const plugins = useAppStore((state) => state.licence?.plugins);
  const rows = ROWS.filter((row) => row.plugin === undefined || plugins?.includes(row.plugin));
  return (
    <div className="category-rows">
      {rows.map((row) =>
        row.games ? (
          <GameRow key={row.title} title={row.title} viewAll={row.viewAll} games={row.games} />
        ) : (
          <PendingRow key={row.title} row={row} />
        ),
      )}
    </div>
  );
}
