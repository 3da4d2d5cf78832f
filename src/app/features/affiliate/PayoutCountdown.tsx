import { useServerNow } from '../../api/server-clock';
import { countdownParts, shortCountdown, spokenCountdown } from '../feed/format';

/** Time left until the next commission payout on the server's clock (the sim clock), days, hours, minutes. */
export function PayoutCountdown({ at }: { at: number }) {
  const now = useServerNow();
  if (now === null) return <span className="affiliate-muted">…</span>;
  const parts = countdownParts(at - now);
  return (
    <span role="timer" aria-label={`Next payout in ${spokenCountdown(parts)}`}>
      {shortCountdown(parts)}
    </span>
  );
}
