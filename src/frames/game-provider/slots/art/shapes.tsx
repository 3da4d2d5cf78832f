/**
 * The picture symbols' shapes, drawn on a 100 x 100 box: filled with the symbol's gradient (`fill`) and
 * outlined in the theme's dark tone (`line`). A theme picks four of them and a scatter shape (themes.ts).
 */
import type { ReactElement } from 'react';

export type ShapeName =
  | 'seven'
  | 'cherry'
  | 'bell'
  | 'gem'
  | 'crown'
  | 'star'
  | 'heart'
  | 'coin'
  | 'moon'
  | 'planet'
  | 'skull'
  | 'pyramid'
  | 'eye'
  | 'shield'
  | 'flame'
  | 'leaf'
  | 'pearl'
  | 'fish'
  | 'lollipop'
  | 'hammer'
  | 'horseshoe'
  | 'bar';

interface Paint {
  fill: string;
  line: string;
}

const star = (cx: number, cy: number, outer: number, inner: number) =>
  Array.from({ length: 10 }, (_, point) => {
    const radius = point % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * point - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');

const STAR_POINTS = star(50, 52, 40, 17);

export const SHAPES: Record<ShapeName, (paint: Paint) => ReactElement> = {
  seven: ({ fill, line }) => (
    <path
      d="M20 18 H80 V30 L52 86 H32 L60 32 H20 Z"
      fill={fill}
      stroke={line}
      strokeWidth={4}
      strokeLinejoin="round"
    />
  ),
  bar: ({ fill, line }) => (
    <g stroke={line} strokeWidth={4}>
      <rect x={12} y={30} width={76} height={40} rx={8} fill={fill} />
      <text
        x={50}
        y={61}
        textAnchor="middle"
        fontSize={26}
        fontWeight={900}
        fill={line}
        stroke="none"
        fontFamily="Arial Black, Arial, sans-serif"
      >
        BAR
      </text>
    </g>
  ),
  cherry: ({ fill, line }) => (
    <g stroke={line} strokeWidth={4}>
      <path d="M34 58 Q42 30 66 16 M66 60 Q60 36 66 16" fill="none" strokeLinecap="round" />
      <circle cx={32} cy={68} r={16} fill={fill} />
      <circle cx={66} cy={70} r={16} fill={fill} />
    </g>
  ),
  bell: ({ fill, line }) => (
    <g stroke={line} strokeWidth={4} strokeLinejoin="round">
      <circle cx={50} cy={80} r={8} fill={fill} />
      <path d="M50 12 C30 12 28 40 26 58 L16 72 H84 L74 58 C72 40 70 12 50 12 Z" fill={fill} />
    </g>
  ),
  gem: ({ fill, line }) => (
    <g stroke={line} strokeWidth={3.5} strokeLinejoin="round">
      <path d="M28 18 H72 L90 40 L50 88 L10 40 Z" fill={fill} />
      <path
        d="M10 40 H90 M28 18 L38 40 L50 88 L62 40 L72 18 M38 40 L50 18 L62 40"
        fill="none"
        opacity={0.6}
      />
    </g>
  ),
  crown: ({ fill, line }) => (
    <g stroke={line} strokeWidth={4} strokeLinejoin="round">
      <path d="M14 76 L18 30 L36 50 L50 20 L64 50 L82 30 L86 76 Z" fill={fill} />
      <rect x={14} y={74} width={72} height={10} rx={3} fill={fill} />
    </g>
  ),
  star: ({ fill, line }) => (
    <polygon points={STAR_POINTS} fill={fill} stroke={line} strokeWidth={4} strokeLinejoin="round" />
  ),
  heart: ({ fill, line }) => (
    <path
      d="M50 86 C18 62 8 42 26 24 C38 14 50 24 50 32 C50 24 62 14 74 24 C92 42 82 62 50 86 Z"
      fill={fill}
      stroke={line}
      strokeWidth={4}
    />
  ),
  coin: ({ fill, line }) => (
    <g stroke={line} strokeWidth={4}>
      <circle cx={50} cy={50} r={36} fill={fill} />
      <circle cx={50} cy={50} r={25} fill="none" opacity={0.6} />
      <polygon points={star(50, 51, 15, 7)} fill={line} stroke="none" opacity={0.7} />
    </g>
  ),
  moon: ({ fill, line }) => (
    <path d="M64 12 A38 38 0 1 0 88 72 A31 31 0 1 1 64 12 Z" fill={fill} stroke={line} strokeWidth={4} />
  ),
  planet: ({ fill, line }) => (
    <g stroke={line} strokeWidth={4}>
      <circle cx={50} cy={50} r={26} fill={fill} />
      <ellipse cx={50} cy={54} rx={44} ry={12} fill="none" transform="rotate(-18 50 54)" />
    </g>
  ),
  skull: ({ fill, line }) => (
    <g stroke={line} strokeWidth={4}>
      <path
        d="M50 12 C26 12 16 30 18 50 C19 60 26 64 30 66 V82 H70 V66 C74 64 81 60 82 50 C84 30 74 12 50 12 Z"
        fill={fill}
      />
      <circle cx={37} cy={46} r={9} fill={line} />
      <circle cx={63} cy={46} r={9} fill={line} />
      <path d="M42 82 V72 M50 82 V72 M58 82 V72" />
    </g>
  ),
  pyramid: ({ fill, line }) => (
    <g stroke={line} strokeWidth={4} strokeLinejoin="round">
      <path d="M50 14 L90 84 H10 Z" fill={fill} />
      <path d="M50 14 L60 84 M30 50 H70 M20 68 H80" fill="none" opacity={0.5} />
    </g>
  ),
  eye: ({ fill, line }) => (
    <g stroke={line} strokeWidth={4}>
      <path d="M8 50 Q50 10 92 50 Q50 90 8 50 Z" fill={fill} />
      <circle cx={50} cy={50} r={14} fill={line} />
      <path d="M40 64 L34 88 M58 64 Q70 80 82 76" fill="none" />
    </g>
  ),
  shield: ({ fill, line }) => (
    <g stroke={line} strokeWidth={4} strokeLinejoin="round">
      <path d="M50 10 L84 22 V48 C84 70 68 84 50 90 C32 84 16 70 16 48 V22 Z" fill={fill} />
      <path d="M50 22 V80 M26 44 H74" fill="none" opacity={0.55} />
    </g>
  ),
  flame: ({ fill, line }) => (
    <path
      d="M50 8 C60 30 82 40 74 66 C70 80 60 90 50 90 C40 90 28 82 26 66 C22 46 40 40 42 24 C48 32 48 38 50 42 C56 30 54 20 50 8 Z"
      fill={fill}
      stroke={line}
      strokeWidth={4}
      strokeLinejoin="round"
    />
  ),
  leaf: ({ fill, line }) => (
    <g stroke={line} strokeWidth={4}>
      <path d="M50 8 C78 30 78 70 50 92 C22 70 22 30 50 8 Z" fill={fill} />
      <path d="M50 20 V88 M50 44 L34 32 M50 58 L66 46 M50 70 L36 60" fill="none" opacity={0.6} />
    </g>
  ),
  pearl: ({ fill, line }) => (
    <g stroke={line} strokeWidth={4}>
      <circle cx={50} cy={52} r={32} fill={fill} />
      <ellipse cx={40} cy={40} rx={9} ry={6} fill="#fff" stroke="none" opacity={0.7} />
    </g>
  ),
  fish: ({ fill, line }) => (
    <g stroke={line} strokeWidth={4} strokeLinejoin="round">
      <path d="M70 50 L92 30 V70 Z" fill={fill} />
      <ellipse cx={44} cy={50} rx={34} ry={22} fill={fill} />
      <circle cx={26} cy={46} r={4} fill={line} />
    </g>
  ),
  lollipop: ({ fill, line }) => (
    <g stroke={line} strokeWidth={4}>
      <path d="M50 60 V94" strokeLinecap="round" />
      <circle cx={50} cy={38} r={28} fill={fill} />
      <path d="M50 38 m-14 0 a14 14 0 1 1 14 14 a8 8 0 1 1 -8 -8" fill="none" opacity={0.6} />
    </g>
  ),
  hammer: ({ fill, line }) => (
    <g stroke={line} strokeWidth={4} strokeLinejoin="round">
      <rect x={44} y={40} width={12} height={50} rx={4} fill={fill} />
      <rect x={16} y={14} width={68} height={30} rx={5} fill={fill} />
    </g>
  ),
  horseshoe: ({ fill, line }) => (
    <g>
      <path
        d="M26 84 V48 A24 24 0 0 1 74 48 V84"
        fill="none"
        stroke={line}
        strokeWidth={22}
        strokeLinecap="round"
      />
      <path
        d="M26 84 V48 A24 24 0 0 1 74 48 V84"
        fill="none"
        stroke={fill}
        strokeWidth={14}
        strokeLinecap="round"
      />
    </g>
  ),
};
