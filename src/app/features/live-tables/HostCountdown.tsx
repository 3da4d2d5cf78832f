import {
  MULTIPLAYER_ALERT_MS,
  MULTIPLAYER_WARNING_MS,
  dealingText,
  type LivePhase,
  type LiveTableKind,
} from '@contract/provider/live';
import { useServerNow } from '../../api/server-clock';

const PHASE_TEXT: Record<LivePhase, string> = {
  betting: 'Betting closes in',
  closing: 'No more bets',
  dealing: 'Dealing',
  deciding: 'Decisions close in',
  result: 'Result',
};

/** The table's countdown on the server clock: warning colour from 10 s, alert from 5 s (platform.md §4). */
export function HostCountdown({
  kind,
  phase,
  endsAt,
}: {
  kind: LiveTableKind;
  phase: LivePhase | null;
  endsAt: number | null;
}) {
  const now = useServerNow(250);
  if (!phase || endsAt === null || now === null) return <p className="live-countdown">Joining the table…</p>;
  const counting = phase === 'betting' || phase === 'deciding';
  const remaining = Math.max(0, endsAt - now);
  const tone = !counting
    ? 'idle'
    : remaining <= MULTIPLAYER_ALERT_MS
      ? 'alert'
      : remaining <= MULTIPLAYER_WARNING_MS
        ? 'warning'
        : 'normal';
  return (
    <p className={`live-countdown live-countdown--${tone}`} role="timer" aria-label="Table countdown">
      <span>{phase === 'dealing' ? dealingText(kind) : PHASE_TEXT[phase]}</span>
      {counting && <strong>{Math.ceil(remaining / 1000)} s</strong>}
    </p>
  );
}
