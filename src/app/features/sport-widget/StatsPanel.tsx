import type { Match, MatchIncident, SportEvent } from '@contract/sports';
import { formatPlayClock, periodNameOf } from './match-clock';
import { MatchScoreboard } from './MatchScoreboard';

/** Incidents the panel lists, newest first. */
const RECENT_INCIDENTS = 5;

function PeriodsTable({ match }: { match: Match }) {
  if (match.periodScores.length === 0) return null;
  const name = periodNameOf(match.sportId);
  return (
    <table className="live-stats__periods">
      <caption className="visually-hidden">Score of each {name.toLowerCase()}</caption>
      <thead>
        <tr>
          <th scope="col">Team</th>
          {match.periodScores.map((_, index) => (
            <th scope="col" key={index} title={`${name} ${index + 1}`}>
              {index + 1}
            </th>
          ))}
          <th scope="col">T</th>
        </tr>
      </thead>
      <tbody>
        {(['home', 'away'] as const).map((side) => (
          <tr key={side}>
            <th scope="row">{match[side].name}</th>
            {match.periodScores.map((score, index) => (
              <td key={index}>{score[side]}</td>
            ))}
            <td className="live-stats__total">{match.score[side]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Tennis and table tennis: the points of the game in play, and who serves. */
function GamePoints({ match }: { match: Match }) {
  if (!match.gamePoints) return null;
  return (
    <dl className="live-stats__points" aria-label="Points in this game">
      {(['home', 'away'] as const).map((side) => (
        <div key={side}>
          <dt>
            {match[side].name}
            {match.serving === side && (
              <span className="live-stats__serve" aria-label="serving" title="Serving" />
            )}
          </dt>
          <dd>{match.gamePoints?.[side]}</dd>
        </div>
      ))}
    </dl>
  );
}

function Incidents({ match, incidents }: { match: Match; incidents: readonly MatchIncident[] }) {
  const recent = incidents.slice(-RECENT_INCIDENTS).reverse();
  return (
    <section className="live-stats__incidents" aria-label="Recent incidents">
      <h3>Recent</h3>
      {recent.length === 0 ? (
        <p className="live-stats__quiet">Nothing scored yet.</p>
      ) : (
        <ol>
          {recent.map((incident) => (
            <li key={`${incident.playSecond}-${incident.side}`} className={`is-${incident.side}`}>
              <time>{formatPlayClock(incident.playSecond)}</time>
              <span>{match[incident.side].name}</span>
              <b>+{incident.points}</b>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The SPORTS view: scoreboard with the running clock, periods table, game points and recent incidents. */
export function StatsPanel({
  event,
  readAt,
  incidents,
}: {
  event: SportEvent;
  readAt: number;
  incidents: readonly MatchIncident[];
}) {
  return (
    <div className="live-stats">
      <MatchScoreboard match={event.match} readAt={readAt} league={event.league.name} />
      <GamePoints match={event.match} />
      <PeriodsTable match={event.match} />
      <Incidents match={event.match} incidents={incidents} />
    </div>
  );
}
