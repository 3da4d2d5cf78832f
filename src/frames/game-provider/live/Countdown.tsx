import {
  MULTIPLAYER_ALERT_MS,
  MULTIPLAYER_TIME_LIMIT_MS,
  MULTIPLAYER_WARNING_MS,
  dealingText,
  type LivePhase,
  type LiveTableKind,
} from '@contract/provider/live';
import { useRemaining } from './use-table';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const PHASE_TEXT: Record<LivePhase, string> = {
  betting: 'Place your bets',
  closing: 'No more bets',
  dealing: 'Dealing',
  deciding: 'Your decision',
  result: 'Result',
};

/** The countdown's colour by what is left: warning from 10 s, alert from 5 s (platform.md §4). */
export function countdownTone(remainingMs: number): 'normal' | 'warning' | 'alert' {
  if (remainingMs <= MULTIPLAYER_ALERT_MS) return 'alert';
  return remainingMs <= MULTIPLAYER_WARNING_MS ? 'warning' : 'normal';
}

/** The betting window's ring: it empties over the window and changes colour as time runs out. */
export function Countdown({
  phase,
  deadline,
  spinning,
  decisionMs,
  kind,
}: {
  phase: LivePhase;
  deadline: number;
  spinning: boolean;
  /** The decision window's length (blackjack): the ring empties over it in that phase. */
  decisionMs: number;
  kind: LiveTableKind;
}) {
  const remaining = useRemaining(deadline);
  const counting = phase === 'betting' || phase === 'deciding';
  const span = phase === 'deciding' ? decisionMs : MULTIPLAYER_TIME_LIMIT_MS;
  const share = counting ? Math.min(1, remaining / span) : 0;
  const tone = counting ? countdownTone(remaining) : 'idle';
  return (
    <div className={`lv-countdown lv-countdown--${tone}`} role="timer" aria-label="Betting time left">
      <svg viewBox="0 0 64 64" aria-hidden="true">
        <circle className="lv-countdown__track" cx="32" cy="32" r={RADIUS} />
        <circle
          className="lv-countdown__bar"
          cx="32"
          cy="32"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
        />
      </svg>
      <span className="lv-countdown__seconds">
        {counting ? Math.ceil(remaining / 1000) : spinning ? '…' : '–'}
      </span>
      <span className="lv-countdown__label">
        {phase === 'dealing' ? dealingText(kind) : PHASE_TEXT[phase]}
      </span>
    </div>
  );
}
