/** A labelled bar (role progressbar) of the VIP page: the level bar and the two requirement bars. */
export function ProgressBar({
  label,
  percent,
  tone = 'accent',
}: {
  label: string;
  percent: number;
  tone?: 'accent' | 'muted';
}) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <span
      className={`vip-bar vip-bar--${tone}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <span className="vip-bar__fill" style={{ width: `${value}%` }} />
    </span>
  );
}
