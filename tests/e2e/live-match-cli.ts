/**
 * Prints, as JSON, a match of a sport (not an esport) in play at a moment of a seed's world with a score still to
 * come, and that score's time. Run by sport-widget.spec.ts through tsx: Playwright's own loader cannot read the
 * sim's JSON fixtures. Usage: tsx tests/e2e/live-match-cli.ts <seed> <sim time ms> [match id]; with a match id,
 * that match's next such score after the time (the page's clock runs on while a test works, so a test asks again
 * right before it moves the clock).
 */
import { scoringEvents, wallTime } from '../../src/sim/domains/sports/live';
import { createSportsModel } from '../../src/sim/domains/sports/model';
import { leagueFixtures } from '../../src/sim/domains/sports/schedule';

const [seed = '', atText = '', matchId] = process.argv.slice(2);
const at = Number(atText);
const model = createSportsModel(seed);
const MINUTE = 60_000;

function find() {
  for (const league of model.world.leagues) {
    // Esports show the drawn stream, not the stats panel; tennis and table tennis score point by point.
    if (league.sportId >= 100 || league.sportId === 5 || league.sportId === 20) continue;
    for (const fixture of leagueFixtures(league, at, at + 1)) {
      if (matchId !== undefined && String(fixture.id) !== matchId) continue;
      const match = model.match(fixture.id, at);
      if (match?.status !== 'live' || !match.clockRunning) continue;
      const times = scoringEvents(fixture).map((event) =>
        wallTime(fixture.profile, fixture.startsAt, event.playSecond),
      );
      // A score with a minute to itself, so that the page's running clock cannot reach the one after it.
      const nextAt = times.find(
        (time, index) =>
          time > at + 5_000 &&
          time < fixture.endsAt - MINUTE &&
          (times[index + 1] ?? Infinity) > time + MINUTE,
      );
      if (nextAt) return { match, nextAt, later: model.match(fixture.id, nextAt + 1_000) };
    }
  }
  return null;
}

console.log(JSON.stringify(find()));
