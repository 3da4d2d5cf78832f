import type { LiveCard } from '@contract/provider/live';

const SUIT_SIGN: Record<LiveCard['suit'], string> = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' };
const RANK_TEXT: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

export const rankText = (rank: number) => RANK_TEXT[rank] ?? String(rank);
export const cardName = (card: LiveCard) => `${rankText(card.rank)}${SUIT_SIGN[card.suit]}`;

/** A card dealt onto the felt: it slides in from the shoe, `order` deals later cards after earlier ones. */
export function Card({ card, order }: { card: LiveCard; order: number }) {
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  return (
    <span
      className={`lv-card${red ? ' lv-card--red' : ''}`}
      style={{ animationDelay: `${order * 350}ms` }}
      role="img"
      aria-label={cardName(card)}
    >
      <span className="lv-card__corner">
        {rankText(card.rank)}
        <br />
        {SUIT_SIGN[card.suit]}
      </span>
      <span className="lv-card__pip" aria-hidden="true">
        {SUIT_SIGN[card.suit]}
      </span>
    </span>
  );
}

/** A hand on the felt with its total. */
export function Hand({
  label,
  cards,
  total,
  firstOrder = 0,
  stride = 1,
  tone,
}: {
  label: string;
  cards: readonly LiveCard[];
  total: number | string | null;
  firstOrder?: number;
  stride?: number;
  tone?: 'win' | 'lose' | null;
}) {
  return (
    <div className={`lv-hand${tone ? ` lv-hand--${tone}` : ''}`} aria-label={label}>
      <span className="lv-hand__label">
        {label}
        {total !== null && <strong className="lv-hand__total">{total}</strong>}
      </span>
      <span className="lv-hand__cards">
        {cards.map((card, index) => (
          <Card key={`${index}-${card.rank}-${card.suit}`} card={card} order={firstOrder + index * stride} />
        ))}
      </span>
    </div>
  );
}
