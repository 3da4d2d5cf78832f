import { useEffect } from 'react';
import { useServerTimeReached } from '../../api/server-clock';
import { readVerdict } from './slip-placement';
import { useSlip, type WaitingBet } from './slip-store';

/** After the decision time, how long the slip still gives the push before it reads the queue itself. */
export const VERDICT_GRACE_MS = 1_000;

/** A bet's wait for the queue ('Waiting for acceptance…') or its refusal, by the slip's key of the bet. */
export function BetVerdict({ betKey }: { betKey: string }) {
  const waiting = useSlip((slip) => slip.waiting[betKey]);
  const refusal = useSlip((slip) => slip.refusals[betKey]);
  if (waiting) return <Waiting betKey={betKey} bet={waiting} />;
  if (!refusal) return null;
  return (
    <p className="slip-error slip-refusal" role="alert">
      {refusal}
    </p>
  );
}

function Waiting({ betKey, bet }: { betKey: string; bet: WaitingBet }) {
  const due = useServerTimeReached(bet.decidesAt + VERDICT_GRACE_MS);
  useEffect(() => {
    if (due) void readVerdict(betKey);
  }, [due, betKey]);
  return (
    <p className="slip-waiting" role="status">
      <span className="spinner" aria-hidden="true" />
      Waiting for acceptance…
    </p>
  );
}
