import type { Match, MatchIncident } from '@contract/sports';
import { formatPlayClock } from '../sport-format';

/** The running score after each incident, in order. */
export function withRunningScore(incidents: readonly MatchIncident[]) {
  let home = 0;
  let away = 0;
  return [...incidents]
    .sort((a, b) => a.playSecond - b.playSecond)
    .map((incident) => {
      if (incident.side === 'home') home += incident.points;
      else away += incident.points;
      return { incident, home, away };
    });
}

/** What happened so far, newest first: each score with its time of play, its side and the score after it. */
export function IncidentsTimeline({
  match,
  incidents,
}: {
  match: Match;
  incidents: readonly MatchIncident[];
}) {
  const rows = withRunningScore(incidents).reverse();
  return (
    <section className="sport-card" aria-labelledby="incidents-title">
      <h2 id="incidents-title">Timeline</h2>
      {rows.length === 0 ? (
        <p className="sport-note">
          {match.status === 'scheduled' ? 'The match has not started.' : 'No score yet.'}
        </p>
      ) : (
        <ol className="incidents">
          {rows.map(({ incident, home, away }, index) => (
            <li key={rows.length - index} className={`incidents__item incidents__item--${incident.side}`}>
              <span className="incidents__time">{formatPlayClock(incident.playSecond)}</span>
              <span className="incidents__team">
                {match[incident.side].name}
                {incident.points > 1 && <span className="incidents__points"> +{incident.points}</span>}
              </span>
              <span className="incidents__score">
                {home} : {away}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
