import { cardFace } from './chips';

/** A card: its face, or its back when `card` is null. Mounting deals it in (poker.css). */
export function PlayingCard({
  card,
  size = 'md',
  delay = 0,
}: {
  card: string | null;
  size?: 'sm' | 'md';
  delay?: number;
}) {
  const style = { animationDelay: `${delay}ms` };
  if (!card)
    return (
      <span className={`pk-card pk-card--back pk-card--${size}`} style={style} aria-label="Face-down card" />
    );
  const face = cardFace(card);
  return (
    <span
      className={`pk-card pk-card--${size}${face.red ? ' pk-card--red' : ''}`}
      style={style}
      role="img"
      aria-label={face.name}
    >
      <span className="pk-card__rank">{face.rank}</span>
      <span className="pk-card__suit">{face.symbol}</span>
    </span>
  );
}
