import type { League, Match } from '@contract/sports';
import { findSport } from '@contract/sports-catalogue';
import { openLiveWidget } from '../../sport-widget';
import { KickOff, PlayClock } from '../MatchTime';
import { SportIcon } from '../SportIcon';
import { formatCountdown, periodLabel } from '../sport-format';
import { useSportNow } from '../sport-now';
import './sport-event.css';

function Countdown({ startsAt }: { startsAt: number }) {
  return <span>{formatCountdown(startsAt, useSportNow())}</span>;
}

/** Tennis and table tennis: the points of the game in play, beside the side that serves. */
function Side({ match, side }: { match: Match; side: 'home' | 'away' }) {
  const serving = match.status === 'live' && match.serving === side;
  return (
    <div className={`scoreboard__side scoreboard__side--${side}`}>
      <span className="scoreboard__team">
        {match[side].name}
        {serving && (
          <span className="scoreboard__serve" title="Serving">
            <span className="visually-hidden">(serving)</span>
          </span>
        )}
      </span>
      {match.gamePoints && match.status === 'live' && (
        <span className="scoreboard__points" aria-label={`Game points ${match[side].name}`}>
          {match.gamePoints[side]}
        </span>
      )}
    </div>
  );
}

/**
 * The event page's head: league, both sides and the score, the period and its running clock (or the
 * kick-off and a countdown), and the button that opens the movable live widget for this match.
 */
export function Scoreboard({ match, league }: { match: Match; league: League }) {
  const sport = findSport(match.sportId);
  const live = match.status === 'live';
  const started = match.status !== 'scheduled';
  return (
    <section className="scoreboard" aria-label="Scoreboard" data-status={match.status}>
      <div className="scoreboard__league">
        {sport && <SportIcon sport={sport} size={18} />}
        <span>
          {sport ? `${sport.name} · ` : ''}
          {league.name} · {league.region}
        </span>
      </div>
      <div className="scoreboard__main">
        <Side match={match} side="home" />
        <div className="scoreboard__centre">
          <output className="scoreboard__score" aria-label="Score">
            {started ? `${match.score.home} : ${match.score.away}` : 'vs'}
          </output>
          <div className="scoreboard__period">
            {live && <span className="live-badge">Live</span>}
            <span>{periodLabel(match)}</span>
            {live && !match.inBreak && <PlayClock match={match} />}
          </div>
          {match.status === 'scheduled' && (
            <div className="scoreboard__kickoff">
              <KickOff startsAt={match.startsAt} /> · <Countdown startsAt={match.startsAt} />
            </div>
          )}
        </div>
        <Side match={match} side="away" />
      </div>
      <button type="button" className="button scoreboard__watch" onClick={() => openLiveWidget(match.id)}>
        {live ? 'Watch live' : 'Watch'}
      </button>
    </section>
  );
}
