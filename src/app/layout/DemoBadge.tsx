import { getTransport } from '../api/api';

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
    </div>
  );
}
