/**
 * A reel symbol drawn in SVG: the theme's pictures in their gradients, card ranks for the low symbols, a
 * gold WILD badge and the theme's scatter in a glowing frame. Generated, so every theme works offline.
 */
import { memo, useId } from 'react';
import type { SlotSymbolId } from '@contract/provider/slots';
import { SHAPES } from './shapes';
import { themeLook } from './themes';

const RANKS: Record<string, { letter: string; colours: [string, string] }> = {
  l1: { letter: 'A', colours: ['#ff8a80', '#c62828'] },
  l2: { letter: 'K', colours: ['#82b1ff', '#1e4fc2'] },
  l3: { letter: 'Q', colours: ['#ea80fc', '#8e24aa'] },
  l4: { letter: 'J', colours: ['#b9f6ca', '#1b9e4b'] },
};

const HIGH_INDEX: Partial<Record<SlotSymbolId, number>> = { h1: 0, h2: 1, h3: 2, h4: 3 };

interface Props {
  symbol: SlotSymbolId;
  theme: string;
  /** Accessible name (the theme's name of the symbol); omitted inside a spinning strip. */
  label?: string;
}

function Gradient({ id, colours }: { id: string; colours: readonly [string, string] }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor={colours[0]} />
      <stop offset="1" stopColor={colours[1]} />
    </linearGradient>
  );
}

function Body({ symbol, theme, fill }: { symbol: SlotSymbolId; theme: string; fill: string }) {
  const look = themeLook(theme);
  const high = HIGH_INDEX[symbol];
  if (high !== undefined) return SHAPES[look.high[high]!]({ fill, line: '#1a0f24' });
  if (symbol === 'wild')
    return (
      <g>
        <rect x={6} y={28} width={88} height={44} rx={10} fill={fill} stroke="#5a3a00" strokeWidth={4} />
        <text
          x={50}
          y={61}
          textAnchor="middle"
          fontSize={27}
          fontWeight={900}
          fill="#4a1f00"
          fontFamily="Arial Black, Arial, sans-serif"
        >
          WILD
        </text>
      </g>
    );
  if (symbol === 'scatter')
    return (
      <g>
        <circle cx={50} cy={50} r={44} fill="none" stroke={fill} strokeWidth={5} opacity={0.8} />
        <g transform="translate(15 15) scale(0.7)">{SHAPES[look.scatter]({ fill, line: '#2a0838' })}</g>
      </g>
    );
  const rank = RANKS[symbol]!;
  return (
    <text
      x={50}
      y={74}
      textAnchor="middle"
      fontSize={64}
      fontWeight={900}
      fill={fill}
      stroke="#140a1c"
      strokeWidth={3}
      fontFamily="Georgia, 'Times New Roman', serif"
    >
      {rank.letter}
    </text>
  );
}

function coloursOf(symbol: SlotSymbolId, theme: string): readonly [string, string] {
  const high = HIGH_INDEX[symbol];
  if (high !== undefined) return themeLook(theme).colours[high]!;
  if (symbol === 'wild') return ['#fff3b0', '#f0a500'];
  if (symbol === 'scatter') return ['#ffe1ff', '#e0169c'];
  return RANKS[symbol]!.colours;
}

export const SymbolArt = memo(function SymbolArt({ symbol, theme, label }: Props) {
  const id = `sym${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const fill = `url(#${id}g)`;
  return (
    <svg
      viewBox="0 0 100 100"
      className={`slot-symbol slot-symbol--${symbol}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <defs>
        <Gradient id={`${id}g`} colours={coloursOf(symbol, theme)} />
      </defs>
      <Body symbol={symbol} theme={theme} fill={fill} />
    </svg>
  );
});
