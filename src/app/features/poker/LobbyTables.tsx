import type { PokerLobby, PokerLobbyTable } from '@contract/provider/poker';
import { inCurrency, stakesText } from './stakes';

interface LobbyTablesProps {
  lobby: PokerLobby;
  onSit(table: PokerLobbyTable): void;
  onWatch(table: PokerLobbyTable): void;
}

/** The room's tables: stakes, seats taken, average pot, and a seat or a look. */
export function LobbyTables({ lobby, onSit, onWatch }: LobbyTablesProps) {
  return (
    <ul className="poker-lobby" aria-label="Tables">
      {lobby.tables.map((table) => {
        const full = table.players >= table.seats;
        return (
          <li key={table.id} className="poker-lobby__table">
            <div className="poker-lobby__felt" aria-hidden>
              {Array.from({ length: table.seats }, (_, seat) => (
                <span key={seat} className={seat < table.players ? 'is-taken' : undefined} />
              ))}
            </div>
            <div className="poker-lobby__about">
              <h2>{table.name}</h2>
              <p className="poker-lobby__stakes">
                No-limit hold&apos;em · <strong>{stakesText(table.blinds)}</strong>
              </p>
              <dl className="poker-lobby__facts">
                <div>
                  <dt>Players</dt>
                  <dd>
                    {table.players}/{table.seats}
                  </dd>
                </div>
                <div>
                  <dt>Average pot</dt>
                  <dd>{table.averagePot ? inCurrency(table.averagePot, lobby.chip) : '–'}</dd>
                </div>
                <div>
                  <dt>Buy-in</dt>
                  <dd>
                    {inCurrency(table.buyIn.min, lobby.chip)} – {inCurrency(table.buyIn.max, lobby.chip)}
                  </dd>
                </div>
              </dl>
            </div>
            <div className="poker-lobby__actions">
              <button type="button" className="button" onClick={() => onWatch(table)}>
                Watch
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={full && !table.seated}
                onClick={() => onSit(table)}
                aria-label={`${table.seated ? 'Back to' : 'Sit at'} ${table.name}`}
              >
                {table.seated ? 'Back to table' : full ? 'Full' : 'Sit'}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
