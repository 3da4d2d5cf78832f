import { useState } from 'react';
import { RACE_PRIZE_PERCENTS, RACE_WINNERS, type RaceInfo, type RaceStanding } from '@contract/index';
import { Modal } from '../../../components/modal';
import { BetAmount } from '../../bets/BetAmount';
import { formatPool, formatUsd, ordinal } from '../format';

interface HowItWorksProps {
  race: RaceInfo;
  /** Null for a guest. */
  me: RaceStanding | null;
}

const TOP_PLACES = RACE_PRIZE_PERCENTS.slice(0, 10);
const REST_PERCENT = RACE_PRIZE_PERCENTS[10];

/** The race's rules and the viewer's place, prize and wagered amount (community.md §2 "Live feed"). */
function HowItWorksContent({ race, me }: HowItWorksProps) {
  return (
    <div className="race-rules">
      {me ? (
        <dl className="race-rules__me">
          <dt>Your place</dt>
          <dd>{me.place ? ordinal(me.place) : 'Not ranked yet'}</dd>
          <dt>Your prize</dt>
          <dd>
            <BetAmount value={me.prize} currency={race.currency} />
          </dd>
          <dt>Wagered</dt>
          <dd>{formatUsd(me.wager_usd)}</dd>
        </dl>
      ) : (
        <p className="race-rules__guest">Sign in and play with real money to take part.</p>
      )}
      <p>
        Every real-money bet counts: its amount in US dollars is added to your total for the week. Reach the
        top {RACE_WINNERS} by Sunday midnight (UTC) to win a share of the {formatPool(race.pool)} prize pool.
      </p>
      <p>When the race ends, prizes are added to your balance instantly, and a new race starts.</p>
      <ol className="race-rules__shares" aria-label="Share of the pool by place">
        {TOP_PLACES.map((percent, index) => (
          <li key={index}>
            {ordinal(index + 1)}: {percent}%
          </li>
        ))}
        <li>
          {ordinal(11)} to {ordinal(RACE_WINNERS)}: {REST_PERCENT}% each
        </li>
      </ol>
    </div>
  );
}

export function HowItWorks(props: HowItWorksProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        How it works
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="How it works" className="race-rules-modal">
        <HowItWorksContent {...props} />
      </Modal>
    </>
  );
}
