import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { WorldRates } from '@contract/index';
import type { HarnessHandle } from '../../../transport';
import { attempt } from '../attempt';

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

export function CrowdSection({ harness }: { harness: HarnessHandle }) {
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
