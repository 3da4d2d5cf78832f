import {
  BACCARAT_CARDS,
  KENO_CELLS,
  MINES_TILES,
  STAIRS_COLUMNS,
  STAIRS_DIFFICULTIES,
  STAIRS_STONES,
  describeCard,
  pocketColour,
  type OutcomeByGame,
  type Verification,
} from '@contract/index';
import { WheelOutcome } from './WheelOutcome';

const SUIT_NAMES = { '♦': 'diamonds', '♥': 'hearts', '♠': 'spades', '♣': 'clubs' } as const;

function CardFace({ index, order }: { index: number; order: number }) {
  const card = describeCard(index);
  const red = card.suit === '♦' || card.suit === '♥';
  return (
    <li
      className={red ? 'fair-card fair-card--red' : 'fair-card'}
      aria-label={`Card ${order + 1}: ${card.rank} of ${SUIT_NAMES[card.suit]}`}
    >
      <span aria-hidden="true">
        {card.rank}
        {card.suit}
      </span>
    </li>
  );
}

function Cards({ cards, label }: { cards: number[]; label: string }) {
  return (
    <ol className="fair-cards" aria-label={label}>
      {cards.map((card, order) => (
        <CardFace key={order} index={card} order={order} />
      ))}
    </ol>
  );
}

/** A grid of cells numbered from 1; `marked` maps a cell to the order it was drawn in (1-based). */
function Grid({
  size,
  columns,
  marked,
  label,
}: {
  size: number;
  columns: number;
  marked: Map<number, number>;
  label: string;
}) {
  return (
    <ol className="fair-grid" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }} aria-label={label}>
      {Array.from({ length: size }, (_, cell) => {
        const order = marked.get(cell);
        return (
          <li key={cell} className={order ? 'fair-cell fair-cell--marked' : 'fair-cell'}>
            <span className="fair-cell__number">{cell + 1}</span>
            {order !== undefined && <span className="fair-cell__order">#{order}</span>}
          </li>
        );
      })}
    </ol>
  );
}

const drawOrder = (cells: number[]) => new Map(cells.map((cell, index) => [cell, index + 1]));

function ByGame({ verification }: { verification: Verification }) {
  const { game } = verification;
  const outcome = verification.outcome as OutcomeByGame[typeof game];
  switch (game) {
    case 'limbo':
      return (
        <p className="fair-big" aria-label="Limbo result">
          {(outcome as OutcomeByGame['limbo']).multiplier.toFixed(2)}×
        </p>
      );
    case 'roulette': {
      const { pocket } = outcome as OutcomeByGame['roulette'];
      const colour = pocketColour(pocket);
      return (
        <p className={`fair-pocket fair-pocket--${colour}`} aria-label={`Pocket ${pocket}, ${colour}`}>
          {pocket}
        </p>
      );
    }
    case 'keno': {
      const { drawn } = outcome as OutcomeByGame['keno'];
      return <Grid size={KENO_CELLS} columns={8} marked={drawOrder(drawn)} label="Keno cells drawn" />;
    }
    case 'mines': {
      const { order } = outcome as OutcomeByGame['mines'];
      return (
        <>
          <p className="fair-note">
            Tiles in drawn order; with m mines, the mines are the first m tiles of this order.
          </p>
          <Grid size={MINES_TILES} columns={5} marked={drawOrder(order)} label="Mines tile order" />
        </>
      );
    }
    case 'stairs': {
      const { rows } = outcome as OutcomeByGame['stairs'];
      return (
        <table className="fair-stairs" aria-label="Stairs rows">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Column order</th>
              {STAIRS_DIFFICULTIES.map((difficulty) => (
                <th key={difficulty} scope="col">
                  Stones ({difficulty})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((order, row) => (
              <tr key={row}>
                <td>{row + 1}</td>
                <td>{order.map((column) => column + 1).join(', ')}</td>
                {STAIRS_DIFFICULTIES.map((difficulty) => (
                  <td key={difficulty}>
                    {order
                      .slice(0, STAIRS_STONES[difficulty])
                      .map((column) => column + 1)
                      .join(', ')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <caption>{STAIRS_COLUMNS} columns a row, numbered from 1.</caption>
        </table>
      );
    }
    case 'baccarat': {
      const { cards } = outcome as OutcomeByGame['baccarat'];
      return (
        <>
          <p className="fair-note">
            Dealt in the order player, banker, player, banker, then the third cards if the rules draw them (
            {BACCARAT_CARDS} cards at most).
          </p>
          <Cards cards={cards} label="Baccarat cards in deal order" />
        </>
      );
    }
    case 'wheel':
      return <WheelOutcome segment={(outcome as OutcomeByGame['wheel']).segment} />;
    case 'hilo':
    case 'blackjack': {
      const { cards } = outcome as OutcomeByGame['hilo'];
      return (
        <>
          <p className="fair-note">
            {game === 'hilo'
              ? 'The first card starts the game; each guess or skip turns the next one.'
              : 'Dealt player, dealer, player, dealer (hole card), then each further card in order.'}
          </p>
          <Cards cards={cards} label={`${game === 'hilo' ? 'Hilo' : 'Blackjack'} cards in deal order`} />
        </>
      );
    }
  }
}

/** The outcome drawn the way the game shows it: multiplier, pocket, cells, tiles, rows, cards or segment. */
export function OutcomeView({ verification }: { verification: Verification }) {
  return (
    <section className="fairness-outcome" aria-label="Outcome">
      <h2>Outcome</h2>
      <ByGame verification={verification} />
    </section>
  );
}
