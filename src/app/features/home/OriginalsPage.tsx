import { GameTile } from '../../components/game-tile';
import { ORIGINALS } from './originals';
import './home.css';

/** /casino/originals: every in-house game as a tile. */
export function OriginalsPage() {
  return (
    <section className="game-grid-page" aria-labelledby="originals-title">
      <h1 id="originals-title">Originals</h1>
      <ul className="game-grid">
        {ORIGINALS.map((game) => (
          <li key={game.id}>
            <GameTile id={game.id} name={game.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
