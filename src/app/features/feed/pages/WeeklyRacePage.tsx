import type { RaceInfo, RaceStanding } from '@contract/index';
import { openAuthModal } from '../../auth';
import { BetAmount } from '../../bets/BetAmount';
import { formatPool, formatUsd, ordinal } from '../format';
import { HowItWorks } from '../race/HowItWorks';
import { RaceCountdown } from '../race/RaceCountdown';
import { RaceStatus } from '../race/RaceStatus';
import { RaceTable } from '../race/RaceTable';
import { useRaceBoard } from '../race/use-race';
import '../feed.css';

function MyStanding({ race, me }: { race: RaceInfo; me: RaceStanding | null }) {
  if (!me) {
    return (
      <p className="race-hero__me">
        <button type="button" className="link-button" onClick={() => openAuthModal('auth')}>
          Sign in
        </button>{' '}
        to take part.
      </p>
    );
  }
  return (
    <dl className="race-hero__me">
      <div>
        <dt>Your place</dt>
        <dd>{me.place ? ordinal(me.place) : 'Not ranked yet'}</dd>
      </div>
      <div>
        <dt>Wagered</dt>
        <dd>{formatUsd(me.wager_usd)}</dd>
      </div>
      <div>
        <dt>Prize</dt>
        <dd>
          <BetAmount value={me.prize} currency={race.currency} />
        </dd>
      </div>
    </dl>
  );
}

/** /weekly-race: the race hero (pool, countdown, your place, how it works) and the top 20. */
export function WeeklyRacePage() {
  const { status, board, message } = useRaceBoard();
  return (
    <div className="race-page">
      <section className="race-hero" aria-labelledby="race-hero-title">
        <h1 id="race-hero-title">Weekly race</h1>
        {board && status !== 'off' ? (
          <>
            <p className="race-hero__pool">
              <span>Prize pool</span> <strong>{formatPool(board.race.pool)}</strong>
            </p>
            <RaceCountdown endsAt={board.race.endsAt} />
            <MyStanding race={board.race} me={board.me} />
            <HowItWorks race={board.race} me={board.me} />
          </>
        ) : (
          <RaceStatus status={status} message={message} />
        )}
      </section>
      {board && status !== 'off' && (
        <section className="race-page__standings" aria-labelledby="race-standings-title">
          <h2 id="race-standings-title">Top {board.entries.length || 20}</h2>
          <RaceTable entries={board.entries} currency={board.race.currency} caption="Weekly race standings" />
        </section>
      )}
    </div>
  );
}
