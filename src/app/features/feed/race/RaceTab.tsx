import { RaceCountdown } from './RaceCountdown';
import { RaceStatus } from './RaceStatus';
import { RaceTable } from './RaceTable';
import { HowItWorks } from './HowItWorks';
import { useRaceBoard } from './use-race';

/** The feed's Weekly Race tab: the countdown, How it works, and the top 20. */
export function RaceTab() {
  const { status, board, message } = useRaceBoard();
  if (!board || status === 'off') return <RaceStatus status={status} message={message} />;
  return (
    <div className="race-tab">
      <div className="race-tab__head">
        <RaceCountdown endsAt={board.race.endsAt} />
        <HowItWorks race={board.race} me={board.me} />
      </div>
      <RaceTable entries={board.entries} currency={board.race.currency} caption="Weekly race standings" />
    </div>
  );
}
