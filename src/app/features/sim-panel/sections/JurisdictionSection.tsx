import { useEffect, useId } from 'react';
import type { HarnessHandle } from '../../../transport';
import { loadTerritory, useTerritory } from '../../catalogue/territory';
import { attempt } from '../attempt';

/** The countries QA can stand in: Malta serves every provider; the others are the ones many block. */
const COUNTRIES = [
  { iso: 'MT', name: 'Malta' },
  { iso: 'US', name: 'United States' },
  { iso: 'GB', name: 'United Kingdom' },
  { iso: 'FR', name: 'France' },
  { iso: 'AU', name: 'Australia' },
] as const;

/**
 * Where the world's players stand (POST /api/checkJurisdiction): providers that do not serve the country show
 * their games as blocked. The page asks again at once, so the tiles change without a reload.
 */
export function JurisdictionSection({ harness }: { harness: HarnessHandle }) {
  const selectId = useId();
  const country = useTerritory((state) => state.country);
  const idle = useTerritory((state) => state.status === 'idle');
  useEffect(() => {
    if (idle) void loadTerritory();
  }, [idle]);
  const choose = (iso: string) => {
    const name = COUNTRIES.find((entry) => entry.iso === iso)?.name ?? iso;
    void attempt(async () => {
      await harness.control.setJurisdiction(iso);
      await loadTerritory(true);
    }, `Players now stand in ${name}`);
  };
  return (
    <section aria-labelledby="sim-panel-jurisdiction">
      <h3 id="sim-panel-jurisdiction">Jurisdiction</h3>
      <p>Game providers block some countries; their games then show as blocked.</p>
      <div className="sim-panel__form">
        <label htmlFor={selectId}>
          Player&apos;s country
          <select id={selectId} value={country ?? 'MT'} onChange={(event) => choose(event.target.value)}>
            {COUNTRIES.map((entry) => (
              <option key={entry.iso} value={entry.iso}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
      </div>
    </section>
  );
}
