/**
 * Where each spot sits on the European table: a wide layout (zero on the left, 3 rows of 12 numbers, the
 * columns' 2:1 on the right, dozens and even-money bets underneath) and a tall one for narrow screens (zero on
 * top, 12 rows of 3 numbers, the columns underneath, dozens and even-money bets on the left). Both are CSS grid
 * positions, switched by a container query.
 */
import type { Spot } from './view';

export interface PlacedSpot extends Spot {
  /** Text on the table. */
  text: string;
  /** Accessible name (without the amount). */
  name: string;
  wide: { row: string; column: string };
  tall: { row: string; column: string };
}

const ORDINALS = ['1st', '2nd', '3rd'];

function numberSpot(n: number, colour: string): PlacedSpot {
  if (n === 0) {
    return {
      type: 'straight',
      value: 0,
      text: '0',
      name: 'Number 0, green',
      wide: { row: '1 / span 3', column: '1' },
      tall: { row: '1', column: '3 / span 3' },
    };
  }
  const index = n - 1;
  return {
    type: 'straight',
    value: n,
    text: String(n),
    name: `Number ${n}, ${colour}`,
    wide: { row: String(3 - (index % 3)), column: String(2 + Math.floor(index / 3)) },
    tall: { row: String(2 + Math.floor(index / 3)), column: String(3 + (index % 3)) },
  };
}

export function tableSpots(colourOf: (pocket: number) => string): PlacedSpot[] {
  const spots: PlacedSpot[] = [];
  for (let n = 0; n <= 36; n += 1) spots.push(numberSpot(n, colourOf(n)));
  for (let column = 1; column <= 3; column += 1) {
    spots.push({
      type: 'column',
      value: column,
      text: '2:1',
      name: `Column ${column} (${column}, ${column + 3}, … ${column + 33})`,
      wide: { row: String(4 - column), column: '14' },
      tall: { row: '14', column: String(2 + column) },
    });
  }
  for (let dozen = 1; dozen <= 3; dozen += 1) {
    spots.push({
      type: 'dozen',
      value: dozen,
      text: `${ORDINALS[dozen - 1]} 12`,
      name: `${ORDINALS[dozen - 1]} dozen (${dozen * 12 - 11} to ${dozen * 12})`,
      wide: { row: '4', column: `${2 + (dozen - 1) * 4} / span 4` },
      tall: { row: `${2 + (dozen - 1) * 4} / span 4`, column: '2' },
    });
  }
  const outside: [Spot['type'], string, string][] = [
    ['low', '1-18', '1 to 18'],
    ['even', 'Even', 'Even'],
    ['red', 'Red', 'Red'],
    ['black', 'Black', 'Black'],
    ['odd', 'Odd', 'Odd'],
    ['high', '19-36', '19 to 36'],
  ];
  outside.forEach(([type, text, name], index) => {
    spots.push({
      type,
      text,
      name,
      wide: { row: '5', column: `${2 + index * 2} / span 2` },
      tall: { row: `${2 + index * 2} / span 2`, column: '1' },
    });
  });
  return spots;
}
