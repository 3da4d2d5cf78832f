import { getTransport } from '../api/api';
import { SimPanelButton } from '../features/sim-panel';

/** Marks every screen as the harness, with the transport in use, so a demo is never taken for the real site. */
export function DemoBadge() {
  let kind: string;
  try {
    kind = getTransport().kind;
  } catch {
    kind = 'none';
  }
  return (
    <div className="demo-badge" role="note" aria-label={`Demo harness, transport ${kind}`}>
      Demo harness · {kind}
      <SimPanelButton />
    </div>
  );
}
