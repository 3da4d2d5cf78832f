import type { LiveOutcome } from '@contract/provider/live';
import { resultFace } from './faces';

/** The table's last results, the newest first. */
export function ResultsStrip({ history }: { history: readonly LiveOutcome[] }) {
  return (
    <ol className="lv-results" aria-label="Last results">
      {history.length === 0 && <li className="lv-results__empty">First round</li>}
      {history.map((outcome, index) => {
        const face = resultFace(outcome);
        return (
          <li key={index} className="lv-results__item" style={{ background: face.fill }}>
            {face.text}
          </li>
        );
      })}
    </ol>
  );
}
