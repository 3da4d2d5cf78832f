import { useServerNow } from '../../../api/server-clock';
import { countdownParts, shortCountdown, spokenCountdown } from '../format';

/** Time left until Sunday midnight (UTC) on the server's clock (the sim clock), in days, hours and minutes. */
export function RaceCountdown({ endsAt }: { endsAt: number }) {
  const now = useServerNow();
  if (now === null) return null;
  const parts = countdownParts(endsAt - now);
  return (
    <p className="race-countdown">
      <span className="race-countdown__label">Ends in</span>{' '}
      <span
        role="timer"
        aria-label={`Race ends in ${spokenCountdown(parts)}`}
        className="race-countdown__time"
      >
        {shortCountdown(parts)}
      </span>
    </p>
  );
}
