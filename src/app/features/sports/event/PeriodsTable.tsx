import type { Match } from '@contract/sports';
import { periodHeading } from '../sport-format';

/** Points of each period played or in play, per side, with the total (tennis: the games of each set). */
export function PeriodsTable({ match }: { match: Match }) {
  if (match.periodScores.length === 0) return null;
  const sides = ['home', 'away'] as const;
  return (
    <div className="periods">
      <table className="periods__table">
        <caption className="visually-hidden">Score by period</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Team</span>
            </th>
            {match.periodScores.map((_, index) => (
              <th
                key={index}
                scope="col"
                aria-current={index + 1 === match.period && match.status === 'live'}
              >
                {periodHeading(match.sportId, index)}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {sides.map((side) => (
            <tr key={side}>
              <th scope="row">{match[side].name}</th>
              {match.periodScores.map((score, index) => (
                <td key={index}>{score[side]}</td>
              ))}
              <td className="periods__total">{match.score[side]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
