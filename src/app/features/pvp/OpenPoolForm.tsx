import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../components/toast';
import { PVP, type PvpPool, type PvpSide } from '@contract/pvp';
import { SPORTS } from '@contract/sports-catalogue';
import type { SportEvent } from '@contract/sports';
import { api } from '../../api/api';
import { LAST_CALL_MS, startsInText } from './pool-rules';
import { openPool, pvpFailureText } from './pvp-store';
import { StakeForm } from './StakeForm';
import { usePoolNow } from './use-pool-now';
import { useStakeAccount } from '../wallet/stake';

/** Matches a pool may open on at `now`: not started, more than a minute away, within the opening window. */
export function poolableEvents(events: readonly SportEvent[], now: number): SportEvent[] {
  return events.filter(
    ({ match }) =>
      match.status === 'scheduled' &&
      match.startsAt - now > LAST_CALL_MS &&
      match.startsAt - now <= PVP.opensBeforeStartMs,
  );
}

/** The sides of a match: its teams, and a draw where its main market offers one. */
export function sidesOfEvent({ match, markets }: SportEvent): PvpPool['sides'] {
  const draw = markets[0]?.options.some((option) => option.id.endsWith(':draw')) ?? false;
  const side = (key: PvpSide, name: string) => ({ side: key, name, pot: 0, players: 0 });
  return [
    side('home', match.home.name),
    ...(draw ? [side('draw', 'Draw')] : []),
    side('away', match.away.name),
  ];
}

/** A sport's live matches come first in its list (at most its leagues' pairs), then the upcoming ones. */
const EVENTS_ASKED = 60;

type Upcoming =
  { status: 'loading' } | { status: 'error'; text: string } | { status: 'ready'; events: SportEvent[] };

/**
 * 'Open a pool': a sport, one of its upcoming matches (soonest first), a side and a stake in the wallet's
 * currency, real or demo as the Demo switch says. The new pool's page opens once it is there.
 */
export function OpenPoolForm() {
  const account = useStakeAccount();
  const now = usePoolNow(30_000);
  const navigate = useNavigate();
  const pickId = useId();
  const sportPickId = useId();
  const [sportId, setSportId] = useState<number>(SPORTS[0]!.id);
  // The answer is kept with the sport it was for: another sport's list starts as loading.
  const [answer, setAnswer] = useState<{ sportId: number; upcoming: Upcoming } | null>(null);
  const upcoming: Upcoming = answer?.sportId === sportId ? answer.upcoming : { status: 'loading' };
  const [matchId, setMatchId] = useState('');
  const [side, setSide] = useState<PvpSide | null>(null);

  useEffect(() => {
    let live = true;
    const keep = (next: Upcoming) => live && setAnswer({ sportId, upcoming: next });
    api('POST /api/sport/events', { sportId, filter: 'upcoming', limit: EVENTS_ASKED }).then(
      (events) => keep({ status: 'ready', events }),
      (error: unknown) => keep({ status: 'error', text: pvpFailureText(error) }),
    );
    return () => {
      live = false;
    };
  }, [sportId]);

  const events = upcoming.status === 'ready' ? poolableEvents(upcoming.events, now) : [];
  const chosen = events.find((event) => event.match.id === matchId);
  const sides = chosen ? sidesOfEvent(chosen) : [];

  return (
    <StakeForm
      label="Open a pool"
      account={account}
      sides={sides}
      side={side}
      onSide={setSide}
      demoSwitch
      submitText="Open pool"
      blocked={chosen ? null : 'Pick a match to open a pool on.'}
      onSubmit={async (stake) => {
        const pool = await openPool({
          matchId,
          side: side!,
          stake,
          currency: account.currency,
          demo: account.demo,
        });
        toast.success(`Pool opened on ${pool.matchName}`);
        void navigate(`/pvp/pool/${pool._id}`);
      }}
    >
      <div className="pvp-stake__field">
        <label htmlFor={sportPickId}>Sport</label>
        <select
          id={sportPickId}
          value={sportId}
          onChange={(event) => {
            setSportId(Number(event.target.value));
            setMatchId('');
            setSide(null);
          }}
        >
          {SPORTS.map((sport) => (
            <option key={sport.id} value={sport.id}>
              {sport.name}
            </option>
          ))}
        </select>
      </div>
      <div className="pvp-stake__field">
        <label htmlFor={pickId}>Match</label>
        <select
          id={pickId}
          value={matchId}
          disabled={upcoming.status !== 'ready'}
          onChange={(event) => {
            setMatchId(event.target.value);
            setSide(null);
          }}
        >
          <option value="">
            {upcoming.status === 'loading'
              ? 'Loading matches…'
              : events.length === 0
                ? 'No match to open a pool on'
                : 'Choose a match'}
          </option>
          {events.map(({ match }) => (
            <option key={match.id} value={match.id}>
              {`${match.home.name} v ${match.away.name} · ${startsInText(match.startsAt - now)}`}
            </option>
          ))}
        </select>
        {upcoming.status === 'error' && <p className="pvp-stake__error">{upcoming.text}</p>}
      </div>
    </StakeForm>
  );
}
