import { RED_NUMBERS, rouletteWins } from '@contract/roulette';
import type { BoardProps } from './board';
import { Spot, spotKey, type SpotChoice } from './Spot';

/** The numbers in the felt's three rows: 3, 6 ... 36 on top, 1, 4 ... 34 at the bottom. */
const ROWS = [3, 2, 1].map((first) => Array.from({ length: 12 }, (_, column) => first + column * 3));

const OUTSIDE: { choice: SpotChoice; text: string }[] = [
  { choice: { spot: 'low' }, text: '1–18' },
  { choice: { spot: 'even' }, text: 'Even' },
  { choice: { spot: 'red' }, text: 'Red' },
  { choice: { spot: 'black' }, text: 'Black' },
  { choice: { spot: 'odd' }, text: 'Odd' },
  { choice: { spot: 'high' }, text: '19–36' },
];

/** The European roulette felt: zero, the numbers, columns (2 to 1), dozens and the even-money spots. */
export function RouletteBoard({ stakes, unit, onBet, disabled, outcome }: BoardProps) {
  const pocket = outcome?.kind === 'roulette' ? outcome.pocket : null;
  const spot = (choice: SpotChoice, text: string, label: string, className = '') => (
    <Spot
      key={spotKey(choice)}
      choice={choice}
      stake={stakes.get(spotKey(choice))}
      unit={unit}
      onBet={onBet}
      disabled={disabled}
      label={label}
      className={className}
      winning={pocket !== null && rouletteWins({ type: choice.spot as never, value: choice.value }, pocket)}
    >
      {text}
    </Spot>
  );
  return (
    <div className="lv-roulette" role="group" aria-label="Roulette table">
      {spot({ spot: 'straight', value: 0 }, '0', 'Number 0', 'lv-roulette__zero lv-spot--green')}
      {ROWS.map((row, index) => (
        <div key={index} className="lv-roulette__row">
          {row.map((number) =>
            spot(
              { spot: 'straight', value: number },
              String(number),
              `Number ${number}`,
              RED_NUMBERS.includes(number) ? 'lv-spot--red' : 'lv-spot--black',
            ),
          )}
          {spot({ spot: 'column', value: 3 - index }, '2:1', `Column ${3 - index}`, 'lv-spot--outside')}
        </div>
      ))}
      <div className="lv-roulette__dozens">
        {[1, 2, 3].map((dozen) =>
          spot(
            { spot: 'dozen', value: dozen },
            `${dozen === 1 ? '1st' : dozen === 2 ? '2nd' : '3rd'} 12`,
            `Dozen ${dozen}`,
            'lv-spot--outside',
          ),
        )}
      </div>
      <div className="lv-roulette__even">
        {OUTSIDE.map(({ choice, text }) =>
          spot(
            choice,
            text,
            text,
            `lv-spot--outside${choice.spot === 'red' ? ' lv-spot--red' : choice.spot === 'black' ? ' lv-spot--black' : ''}`,
          ),
        )}
      </div>
    </div>
  );
}
