import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { WorldRates } from '@contract/index';
import { api } from '../../api/api';
import { useConnectionStore } from '../../realtime';
import type { HarnessHandle } from '../../transport';
import { attempt } from './attempt';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './harness';
import { LicenceSection } from './LicenceSection';
import './sim-panel.css';

const SIM_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
});

/**
 * The demo panel: what QA and sales do by hand to the simulated world, on cue. Each button is one call of
 * `window.__harness`, so a Playwright script and a person drive the same thing.
 */
export function SimPanel({ harness }: { harness: HarnessHandle }) {
  return (
    <div className="sim-panel">
      <ConnectionSection harness={harness} />
      <ClockSection harness={harness} />
      <CrowdSection harness={harness} />
      <FaultSection harness={harness} />
      <LicenceSection harness={harness} />
    </div>
  );
}

function ConnectionSection({ harness }: { harness: HarnessHandle }) {
  const events = useConnectionStore((state) => state.events);
  return (
    <section aria-labelledby="sim-panel-socket">
      <h3 id="sim-panel-socket">Events socket</h3>
      <p>
        State: <strong data-state={events}>{events}</strong>. A drop closes every socket and refuses new ones;
        pusher-js retries by itself and resubscribes once restored.
      </p>
      <div className="sim-panel__row">
        <button type="button" className="button" onClick={() => harness.realtime.drop()}>
          Drop the socket
        </button>
        <button type="button" className="button" onClick={() => harness.realtime.restore()}>
          Restore the socket
        </button>
      </div>
    </section>
  );
}

/** The sim's time, read once a second: the world, the race and the support agent run on it. */
function useSimNow(harness: HarnessHandle): [number | null, () => void] {
  const [now, setNow] = useState<number | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let active = true;
    const read = () => void Promise.resolve(harness.control.now()).then((value) => active && setNow(value));
    read();
    const timer = window.setInterval(read, 1_000);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [harness, tick]);
  return [now, () => setTick((value) => value + 1)];
}

function ClockSection({ harness }: { harness: HarnessHandle }) {
  const [now, refresh] = useSimNow(harness);
  const advance = (ms: number, label: string) =>
    void attempt(async () => {
      await harness.control.advance(ms);
      await harness.control.settle();
      refresh();
    }, `Sim clock moved ${label}`);
  const toRaceEnd = () =>
    void attempt(async () => {
      const board = await api('POST /api/leaderboard', { type: 'week' });
      // One second past Sunday midnight, so the week is settled and its prizes paid.
      await harness.control.advance(board.race.endsAt - board.now + 1_000);
      await harness.control.settle();
      refresh();
    }, 'The weekly race ended and paid its prizes');

  return (
    <section aria-labelledby="sim-panel-clock">
      <h3 id="sim-panel-clock">Sim clock</h3>
      <p>
        Now (UTC): <time aria-live="polite">{now === null ? '…' : SIM_TIME.format(now)}</time>
      </p>
      <div className="sim-panel__row">
        <button type="button" className="button" onClick={() => advance(MINUTE_MS, 'a minute')}>
          +1 minute
        </button>
        <button type="button" className="button" onClick={() => advance(HOUR_MS, 'an hour')}>
          +1 hour
        </button>
        <button type="button" className="button" onClick={() => advance(DAY_MS, 'a day')}>
          +1 day
        </button>
        <button type="button" className="button" onClick={toRaceEnd}>
          To the race&apos;s end
        </button>
      </div>
    </section>
  );
}

type CrowdFields = Pick<
  WorldRates,
  'betsPerMinute' | 'chatMessagesPerMinute' | 'tipsPerHour' | 'activeShare'
>;

const CROWD_FIELDS: { name: keyof CrowdFields; label: string; step: string }[] = [
  { name: 'betsPerMinute', label: 'Bets per minute', step: '1' },
  { name: 'chatMessagesPerMinute', label: 'Chat messages per minute', step: '1' },
  { name: 'tipsPerHour', label: 'Tips per hour', step: '1' },
  { name: 'activeShare', label: 'Share online (0 to 1)', step: '0.05' },
];

/** A busy sales demo: a feed row or two a second and a chatty room. */
const BUSY: Partial<WorldRates> = { betsPerMinute: 120, chatMessagesPerMinute: 30, activeShare: 0.9 };
const PAUSED: Partial<WorldRates> = { betsPerMinute: 0, chatMessagesPerMinute: 0, tipsPerHour: 0 };

function CrowdSection({ harness }: { harness: HarnessHandle }) {
  const { register, handleSubmit, reset, formState } = useForm<CrowdFields>();
  useEffect(() => {
    void Promise.resolve(harness.control.worldRates()).then((rates) => reset(rates));
  }, [harness, reset]);
  // The sim checks the rates (bounds, unknown keys); its RangeError is the message shown.
  const apply = (patch: Partial<WorldRates>) =>
    void attempt(async () => reset(await harness.control.setWorldRates(patch)), 'Crowd rates changed');

  return (
    <section aria-labelledby="sim-panel-crowd">
      <h3 id="sim-panel-crowd">Simulated crowd</h3>
      <form className="sim-panel__form" onSubmit={handleSubmit((values) => apply(values))}>
        {CROWD_FIELDS.map(({ name, label, step }) => (
          <label key={name}>
            {label}
            <input type="number" min="0" step={step} {...register(name, { valueAsNumber: true })} />
          </label>
        ))}
        <div className="sim-panel__row">
          <button type="submit" className="button button--primary" disabled={!formState.isDirty}>
            Apply rates
          </button>
          <button type="button" className="button" onClick={() => apply(BUSY)}>
            Busy
          </button>
          <button type="button" className="button" onClick={() => apply(PAUSED)}>
            Pause the crowd
          </button>
        </div>
      </form>
    </section>
  );
}

function FaultSection({ harness }: { harness: HarnessHandle }) {
  return (
    <section aria-labelledby="sim-panel-faults">
      <h3 id="sim-panel-faults">Faults on the next call</h3>
      <div className="sim-panel__row">
        <button
          type="button"
          className="button"
          onClick={() =>
            void attempt(
              async () => harness.control.injectFault({ type: 'sessionExpired' }),
              'Armed: HTTP 419',
            )
          }
        >
          Session expired (419)
        </button>
        <button
          type="button"
          className="button"
          onClick={() =>
            void attempt(async () => harness.control.injectFault({ type: 'twoFactor' }), 'Armed: code -1024')
          }
        >
          Two-factor challenge (-1024)
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void attempt(async () => harness.control.clearFaults(), 'Faults cleared')}
        >
          Clear faults
        </button>
      </div>
    </section>
  );
}
