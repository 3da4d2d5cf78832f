/**
 * Prints, as JSON, a match of a sport (not an esport) in play at a moment of a seed's world with a score still to
 * come, and that score's time. Run by sport-widget.spec.ts through tsx: Playwright's own loader cannot read the
 * sim's JSON fixtures. Usage: tsx tests/e2e/live-match-cli.ts <seed> <sim time ms>
 */
import { scoringEvents, wallTime } from '../../src/sim/domains/sports/live';
import { createSportsModel } from '../../src/sim/domains/sports/model';
import { leagueFixtures } from '../../src/sim/domains/sports/schedule';

const [seed = '', atText = ''] = process.argv.slice(2);
const at = Number(atText);
const model = createSportsModel(seed);
const MINUTE = 60_000;

function find() {
  for (const league of model.world.leagues) {
    if (league.sportId >= 100) continue; // esports show the drawn stream, not the stats panel
    for (const fixture of leagueFixtures(league, at, at + 1)) {
      const match = model.match(fixture.id, at);
      if (match?.status !== 'live' || !match.clockRunning) continue;
      const nextAt = scoringEvents(fixture)
        .map((event) => wallTime(fixture.profile, fixture.startsAt, event.playSecond))
        .find((time) => time > at + 5_000 && time < fixture.endsAt - MINUTE);
      if (nextAt) return { match, nextAt, later: model.match(fixture.id, nextAt + 1_000) };
    }
  }
  return null;
}

console.log(JSON.stringify(find()));
