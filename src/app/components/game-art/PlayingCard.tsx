import { useId, type CSSProperties } from 'react';
import clsx from 'clsx';
import { describeCard } from '@contract/index';
import { cardName, isCardIndex, isRedSuit } from './cards';
import './game-art.css';

export interface PlayingCardProps {
  /** Card index 0..51 (0 = 2 of diamonds); null or undefined for a card whose face is not known. */
  card?: number | null;
  /** Face up (default when the card is known). Changing it flips the card over. */
  faceUp?: boolean;
  /** Play the deal animation when the card appears: it slides in and, when face up, turns over. */
  deal?: boolean;
  /** Milliseconds before the deal animation starts (to deal several cards one after another). */
  delay?: number;
  /** No animation at all (quick mode, a still picture). */
  still?: boolean;
  size?: 'small' | 'medium' | 'large';
  /** Marks the card, e.g. a winning or losing card. */
  tone?: 'win' | 'lose' | null;
  /** Replaces the accessible name ('10 of hearts', or 'Face-down card'). */
  label?: string;
  className?: string;
}

const VIEW_W = 60;
const VIEW_H = 84;

function Front({ card }: { card: number }) {
  const { rank, suit } = describeCard(card);
  const court = rank === 'J' || rank === 'Q' || rank === 'K';
  return (
    <svg
      className={clsx(
        'playing-card__face playing-card__front',
        isRedSuit(suit) && 'playing-card__front--red',
      )}
      viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect className="playing-card__paper" x="0.75" y="0.75" width="58.5" height="82.5" rx="5" />
      <g className="playing-card__ink">
        <text x="5" y="15" fontSize="12" fontWeight="700">
          {rank}
        </text>
        <text x="5" y="26" fontSize="10">
          {suit}
        </text>
        <g transform={`rotate(180 ${VIEW_W / 2} ${VIEW_H / 2})`}>
          <text x="5" y="15" fontSize="12" fontWeight="700">
            {rank}
          </text>
          <text x="5" y="26" fontSize="10">
            {suit}
          </text>
        </g>
        {court ? (
          <>
            <rect
              className="playing-card__court"
              x="15"
              y="20"
              width="30"
              height="44"
              rx="3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.2"
            />
            <text x="30" y="44" fontSize="20" fontWeight="700" textAnchor="middle">
              {rank}
            </text>
            <text x="30" y="59" fontSize="12" textAnchor="middle">
              {suit}
            </text>
          </>
        ) : (
          <text x="30" y="52" fontSize={rank === 'A' ? 34 : 26} textAnchor="middle">
            {suit}
          </text>
        )}
      </g>
    </svg>
  );
}

function Back() {
  const patternId = useId();
  return (
    <svg
      className="playing-card__face playing-card__back"
      viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <pattern
          id={patternId}
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <line x1="0" y1="0" x2="0" y2="6" className="playing-card__hatch" strokeWidth="2" />
        </pattern>
      </defs>
      <rect className="playing-card__back-fill" x="0.75" y="0.75" width="58.5" height="82.5" rx="5" />
      <rect x="5" y="5" width="50" height="74" rx="3" fill={`url(#${patternId})`} />
      <rect className="playing-card__back-frame" x="5" y="5" width="50" height="74" rx="3" fill="none" />
    </svg>
  );
}

/**
 * One playing card in SVG, face and back on the two sides of a card that turns over (CSS 3D transform).
 * Accessible as an image named like '10 of hearts', or 'Face-down card'.
 */
export function PlayingCard({
  card,
  faceUp,
  deal = false,
  delay = 0,
  still = false,
  size = 'medium',
  tone = null,
  label,
  className,
}: PlayingCardProps) {
  const known = isCardIndex(card);
  const up = known && faceUp !== false;
  const name = label ?? (up ? cardName(card) : 'Face-down card');
  return (
    <span
      role="img"
      aria-label={name}
      className={clsx(
        'playing-card',
        `playing-card--${size}`,
        up ? 'playing-card--up' : 'playing-card--down',
        deal && 'playing-card--deal',
        tone && `playing-card--${tone}`,
        still && 'art-still',
        className,
      )}
      style={{ '--art-delay': `${Math.max(0, delay)}ms` } as CSSProperties}
    >
      <span className="playing-card__inner">
        {known ? <Front card={card} /> : <span className="playing-card__face playing-card__front" />}
        <Back />
      </span>
    </span>
  );
}
