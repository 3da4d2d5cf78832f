import { RaceCountdown } from '../race/RaceCountdown';
import { RaceStatus } from '../race/RaceStatus';
import { RaceTable } from '../race/RaceTable';
import { useRaceBoard } from '../race/use-race';
import '../feed.css';

const weekOf = (startsAt: number, endsAt: number) => {
  const day = (ms: number) =>
    new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  // The race ends at the next Monday 00:00: its last day is the Sunday before.
  return `${day(startsAt)} to ${day(endsAt - 1)}`;
};

/** /leaderboard: this week's standings and the winners of the last finished race. */
export function LeaderboardPage() {
  const { status, board, message } = useRaceBoard();
  return (
    <div className="race-page">
      <h1>Leaderboard</h1>
      {!board || status === 'off' ? (
        <RaceStatus status={status} message={message} />
      ) : (
        <>
          <section aria-labelledby="leaderboard-week">
            <h2 id="leaderboard-week">This week</h2>
            <RaceCountdown endsAt={board.race.endsAt} />
            <RaceTable
              entries={board.entries}
              currency={board.race.currency}
              caption="This week's standings"
            />
          </section>
          <section aria-labelledby="leaderboard-previous">
            <h2 id="leaderboard-previous">Last week&apos;s winners</h2>
            {board.previous ? (
              <>
                <p className="race-page__week">
                  {weekOf(board.previous.race.startsAt, board.previous.race.endsAt)}
                </p>
                <RaceTable
                  entries={board.previous.entries}
                  currency={board.previous.race.currency}
                  caption="Last week's winners"
                  empty="Nobody wagered in that race."
                />
              </>
            ) : (
              <p className="race-table__empty">No race has finished yet.</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
