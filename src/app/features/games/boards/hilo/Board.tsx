import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import { PlayingCard, formatChance, formatMultiplier, cardName } from '../../../../components/game-art';
import type { BoardProps } from '../../game-ui';
import { boardClass, inProgress } from '../shared/round';
import { guessName, readHiloView, type HiloOption, type HiloShownCard } from './view';
import '../shared/board.css';
import './hilo.css';

const MOVE_MARKS: Record<HiloShownCard['move'], string> = { start: '●', higher: '▲', lower: '▼', skip: '»' };
const MOVE_NAMES: Record<HiloShownCard['move'], string> = {
  start: 'start card',
  higher: 'after higher',
  lower: 'after lower',
  skip: 'after a skip',
};

function GuessButton({
  guess,
  option,
  disabled,
  onClick,
}: {
  guess: 'higher' | 'lower';
  option: HiloOption | null;
  disabled: boolean;
  onClick(): void;
}) {
  const name = option ? guessName(option.label) : guess === 'higher' ? 'Higher' : 'Lower';
  const detail = option
    ? `${formatChance(option.probability)} chance, pays ${formatMultiplier(option.multiplier)}`
    : '';
  return (
    <button
      type="button"
      className={clsx('hilo__guess', `hilo__guess--${guess}`)}
      aria-label={detail ? `${name}: ${detail}` : name}
      disabled={disabled}
      onClick={onClick}
    >
      <span className="hilo__guess-arrow" aria-hidden="true">
        {guess === 'higher' ? '▲' : '▼'}
      </span>
      <span className="hilo__guess-name">{name}</span>
      {option && (
        <span className="hilo__guess-detail" aria-hidden="true">
          {`${formatChance(option.probability)} · ${formatMultiplier(option.multiplier)}`}
        </span>
      )}
    </button>
  );
}

export function HiloBoard({ round, busy, quick, onTurn }: BoardProps<'hilo'>) {
  const open = inProgress(round);
  const view = round ? readHiloView(round.view, open) : null;
  const strip = useRef<HTMLOListElement>(null);
  const shown = view?.cards.length ?? 0;

  // The newest card of the history strip stays in sight.
  useEffect(() => {
    const element = strip.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [shown, round?.id]);

  const options = view?.options ?? null;
  const canGuess = open && !busy && options !== null;
  const lastCard = view?.cards[shown - 1];
  const lost = lastCard?.correct === false;
  const position = shown;

  return (
    <div className={boardClass('board hilo', quick)}>
      <div className="hilo__table">
        <div className="hilo__deck" aria-hidden="true">
          <PlayingCard still size="large" />
        </div>
        <div className="hilo__current">
          {view && view.current !== null ? (
            <PlayingCard
              key={`${round?.id}-${position}`}
              card={view.current}
              deal={!quick}
              size="large"
              tone={lost ? 'lose' : null}
              label={`Current card: ${cardName(view.current)}`}
            />
          ) : (
            <PlayingCard size="large" label="No card yet" still />
          )}
        </div>
      </div>
      <dl className="board__stats">
        <div>
          <dt>Multiplier</dt>
          <dd>{formatMultiplier(view?.multiplier ?? 1)}</dd>
        </div>
        <div>
          <dt>Right guesses</dt>
          <dd>{view?.guesses ?? 0}</dd>
        </div>
        {view && (
          <div>
            <dt>Cards left</dt>
            <dd>{view.cardsLeft}</dd>
          </div>
        )}
      </dl>
      <div className="hilo__actions">
        <GuessButton
          guess="higher"
          option={options?.higher ?? null}
          disabled={!canGuess}
          onClick={() => onTurn({ action: 'higher' })}
        />
        <GuessButton
          guess="lower"
          option={options?.lower ?? null}
          disabled={!canGuess}
          onClick={() => onTurn({ action: 'lower' })}
        />
        <button
          type="button"
          className="hilo__skip board__button"
          aria-label="Skip this card"
          disabled={!canGuess}
          onClick={() => onTurn({ action: 'skip' })}
        >
          Skip
        </button>
      </div>
      <p className="board__hint">
        {open
          ? options
            ? 'Guess the next card, skip it, or take your winnings with the play button.'
            : 'No cards left: take your winnings with the play button.'
          : view
            ? lost
              ? 'Wrong guess. Press Play for a new round.'
              : 'Press Play for a new round.'
            : 'Press Play to turn over the first card.'}
      </p>
      {view && view.cards.length > 0 && (
        <ol className="hilo__history board__history" ref={strip} aria-label="Cards of this round">
          {view.cards.map((entry, index) => (
            <li
              key={`${round?.id}-${index}`}
              className={clsx(
                'hilo__history-card',
                entry.correct === true && 'hilo__history-card--right',
                entry.correct === false && 'hilo__history-card--wrong',
              )}
            >
              <PlayingCard
                card={entry.card}
                size="small"
                deal={!quick && index === shown - 1 && index > 0}
                tone={entry.correct === true ? 'win' : entry.correct === false ? 'lose' : null}
                label={`${cardName(entry.card)}, ${MOVE_NAMES[entry.move]}${
                  entry.correct === true ? ', right' : entry.correct === false ? ', wrong' : ''
                }`}
              />
              <span className="hilo__history-move" aria-hidden="true">
                {MOVE_MARKS[entry.move]}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
