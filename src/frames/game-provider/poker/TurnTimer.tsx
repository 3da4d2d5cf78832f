/** The ring round the acting player's face, running down their time (warning colour in the last third). */
export function TurnTimer({ left, total }: { left: number; total: number }) {
  const share = Math.max(0, Math.min(1, left / total));
  const circumference = 2 * Math.PI * 22;
  return (
    <svg className={`pk-timer${share < 0.34 ? ' pk-timer--late' : ''}`} viewBox="0 0 48 48" aria-hidden>
      <circle
        cx="24"
        cy="24"
        r="22"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - share)}
      />
    </svg>
  );
}
