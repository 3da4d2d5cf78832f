import type { ReactNode } from 'react';

/**
 * Generated tile art for the in-house games: a gradient (the tile's CSS, from {@link TILE_COLOURS}) under a
 * simple SVG motif per game. Everything is drawn here, so tiles need no image files and work offline.
 */
export const TILE_COLOURS: Record<string, readonly [string, string]> = {
  keno: ['#8e2de2', '#4a00e0'],
  baccarat: ['#11998e', '#0b4d3c'],
  hilo: ['#ff8a00', '#c2185b'],
  roulette: ['#d31027', '#4a0d1f'],
  stairs: ['#2193b0', '#1c3d7a'],
  limbo: ['#fc466b', '#3f5efb'],
  mines: ['#0f9b8e', '#123a55'],
  blackjack: ['#3a3f4b', '#101218'],
};

const FALLBACK_COLOURS = ['#4b5563', '#1f2937'] as const;

export function tileColours(id: string): readonly [string, string] {
  return TILE_COLOURS[id] ?? FALLBACK_COLOURS;
}

const WHITE = '#ffffff';
const GOLD = '#f5c542';
const RED = '#e23b4a';
const INK = '#1a1d24';

/** A playing card: rank in the corner and the suit in the middle. */
function Card({
  x,
  y,
  rank,
  suit,
  rotate = 0,
}: {
  x: number;
  y: number;
  rank: string;
  suit: string;
  rotate?: number;
}) {
  const colour = suit === '♥' || suit === '♦' ? RED : INK;
  return (
    <g transform={`rotate(${rotate} ${x + 17} ${y + 24})`}>
      <rect x={x} y={y} width={34} height={48} rx={4} fill={WHITE} stroke="rgb(0 0 0 / 18%)" />
      <text x={x + 4} y={y + 12} fontSize={10} fontWeight={700} fill={colour}>
        {rank}
      </text>
      <text x={x + 17} y={y + 33} fontSize={18} textAnchor="middle" fill={colour}>
        {suit}
      </text>
    </g>
  );
}

function Keno() {
  const hits = new Set([1, 6, 7, 12, 14]);
  return (
    <g>
      {Array.from({ length: 16 }, (_, i) => (
        <circle
          key={i}
          cx={23 + (i % 4) * 18}
          cy={23 + Math.floor(i / 4) * 18}
          r={7}
          fill={hits.has(i) ? GOLD : 'rgb(255 255 255 / 22%)'}
        />
      ))}
    </g>
  );
}

function Baccarat() {
  return (
    <g>
      <Card x={22} y={22} rank="9" suit="♦" rotate={-12} />
      <Card x={44} y={26} rank="K" suit="♠" rotate={10} />
    </g>
  );
}

function Hilo() {
  return (
    <g>
      <path d="M50 8 L60 20 L40 20 Z" fill={GOLD} />
      <Card x={33} y={26} rank="Q" suit="♥" />
      <path d="M50 92 L60 80 L40 80 Z" fill="rgb(255 255 255 / 60%)" />
    </g>
  );
}

function Roulette() {
  const slices = 12;
  const segment = (i: number) => {
    const a0 = (i / slices) * 2 * Math.PI;
    const a1 = ((i + 1) / slices) * 2 * Math.PI;
    const point = (a: number) => `${50 + 36 * Math.sin(a)} ${50 - 36 * Math.cos(a)}`;
    return `M50 50 L${point(a0)} A36 36 0 0 1 ${point(a1)} Z`;
  };
  return (
    <g>
      <circle cx={50} cy={50} r={40} fill={GOLD} />
      {Array.from({ length: slices }, (_, i) => (
        <path key={i} d={segment(i)} fill={i === 0 ? '#1f9d55' : i % 2 ? INK : RED} />
      ))}
      <circle cx={50} cy={50} r={16} fill={GOLD} />
      <circle cx={50} cy={50} r={6} fill={INK} />
      <circle cx={50} cy={20} r={3.5} fill={WHITE} />
    </g>
  );
}

function Stairs() {
  return (
    <g>
      <path
        d="M14 86 H30 V70 H46 V54 H62 V38 H78 V22 H90 V86 Z"
        fill="rgb(255 255 255 / 25%)"
        stroke={WHITE}
        strokeWidth={2.5}
        strokeLinejoin="round"
      />
      <circle cx={70} cy={30} r={5} fill={GOLD} />
    </g>
  );
}

function Limbo() {
  return (
    <g>
      <path d="M12 86 Q52 82 82 18" fill="none" stroke={WHITE} strokeWidth={3} strokeLinecap="round" />
      <path d="M82 18 L84 34 L70 26 Z" fill={WHITE} />
      <text x={34} y={56} fontSize={18} fontWeight={800} fill={GOLD} textAnchor="middle">
        2×
      </text>
    </g>
  );
}

function Mines() {
  return (
    <g>
      {Array.from({ length: 9 }, (_, i) => (
        <rect
          key={i}
          x={17 + (i % 3) * 23}
          y={17 + Math.floor(i / 3) * 23}
          width={19}
          height={19}
          rx={4}
          fill={i === 4 ? 'rgb(239 77 90 / 85%)' : 'rgb(255 255 255 / 22%)'}
        />
      ))}
      {/* A gem in the top-right cell and a mine in the centre one. */}
      <path d="M63 21 L72 21 L76 26 L67.5 34 L59 26 Z" fill="#5ee6ff" />
      <circle cx={49.5} cy={49.5} r={6} fill={INK} />
      <path d="M49.5 40 V59 M40 49.5 H59" stroke={INK} strokeWidth={2} />
      <circle cx={47.5} cy={47.5} r={1.5} fill={WHITE} />
    </g>
  );
}

function Blackjack() {
  return (
    <g>
      <Card x={20} y={20} rank="A" suit="♠" rotate={-10} />
      <Card x={46} y={24} rank="K" suit="♥" rotate={8} />
      <circle cx={50} cy={82} r={11} fill={GOLD} />
      <text x={50} y={86.5} fontSize={12} fontWeight={800} fill={INK} textAnchor="middle">
        21
      </text>
    </g>
  );
}

const MOTIFS: Record<string, () => ReactNode> = {
  keno: Keno,
  baccarat: Baccarat,
  hilo: Hilo,
  roulette: Roulette,
  stairs: Stairs,
  limbo: Limbo,
  mines: Mines,
  blackjack: Blackjack,
};

/** The motif of one game (a plain diamond for a game without one); decorative, hidden from assistive tech. */
export function GameTileArt({ id }: { id: string }) {
  const Motif = MOTIFS[id];
  return (
    <svg className="game-tile__art" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {Motif ? <Motif /> : <path d="M50 20 L75 50 L50 80 L25 50 Z" fill="rgb(255 255 255 / 35%)" />}
    </svg>
  );
}
