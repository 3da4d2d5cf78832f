import { useEffect, useState } from 'react';
import { api } from '../../../api/api';
import type { HarnessHandle } from '../../../transport';
import { attempt } from '../attempt';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../harness';

const SIM_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
});

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

export function ClockSection({ harness }: { harness: HarnessHandle }) {
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
