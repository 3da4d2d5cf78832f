import { Fragment, type CSSProperties } from 'react';
import clsx from 'clsx';
import { formatMultiplierCompact } from '../../../../format/multiplier';

/** Hits per line of the paytable: 6 columns fit the narrowest board (a phone, or 1280 px with the chat open). */
const HITS_PER_LINE = 6;

export interface KenoPaytableProps {
  /** The multiplier for 0, 1, ... hits of the current picks. */
  row: readonly number[];
  label: string;
  /** The hits of the round on the board, highlighted once the draw is revealed. */
  current: number | null;
  /** Milliseconds until the draw is revealed. */
  delay: number;
}

/** The payouts for 0 to n hits, in lines of at most 6 (10 picks give 11 entries: 0-5, then 6-10). */
export function KenoPaytable({ row, label, current, delay }: KenoPaytableProps) {
  const lines: number[][] = [];
  for (let first = 0; first < row.length; first += HITS_PER_LINE) {
    lines.push(
      Array.from({ length: Math.min(HITS_PER_LINE, row.length - first) }, (_, index) => first + index),
    );
  }
  const cellProps = (hits: number) => ({
    className: clsx(current === hits && 'keno__payout--current'),
    style: { '--art-delay': `${delay}ms` } as CSSProperties,
  });
  return (
    <table className="keno__payouts" aria-label={label}>
      <tbody>
        {lines.map((hitsOfLine) => (
          <Fragment key={hitsOfLine[0]}>
            <tr>
              <th scope="row">Hits</th>
              {hitsOfLine.map((hits) => (
                <td key={hits} {...cellProps(hits)}>
                  {hits}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Pays</th>
              {hitsOfLine.map((hits) => (
                <td key={hits} {...cellProps(hits)}>
                  {formatMultiplierCompact(row[hits]!)}
                </td>
              ))}
            </tr>
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
