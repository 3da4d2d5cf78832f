import { useEffect, useRef, useState } from 'react';
import { landingRotation, polar, ringSegment } from './geometry';

export interface WheelSegment {
  label: string;
  fill: string;
}

const SIZE = 220;
const CENTER = SIZE / 2;
/** Full turns of a spin before it settles. */
const TURNS = 5;

/**
 * A wheel that spins to `landing` (a segment index) whenever a new one arrives, over `spinMs`, and rests
 * there; the pointer sits at twelve o'clock. Used by the roulette wheel and the money wheel.
 */
export function Wheel({
  segments,
  landing,
  spinMs,
  label,
  hub,
}: {
  segments: readonly WheelSegment[];
  landing: { index: number; key: string } | null;
  spinMs: number;
  label: string;
  hub: string;
}) {
  const [rotation, setRotation] = useState(0);
  const landedKey = useRef<string | null>(null);
  useEffect(() => {
    if (!landing || landedKey.current === landing.key) return;
    landedKey.current = landing.key;
    setRotation((from) => landingRotation(from, landing.index, segments.length, TURNS));
  }, [landing, segments.length]);

  const slice = 360 / segments.length;
  const outer = CENTER - 6;
  const inner = outer * 0.62;
  return (
    <div className="lv-wheel" role="img" aria-label={label}>
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
        <circle cx={CENTER} cy={CENTER} r={CENTER - 1} className="lv-wheel__rim" />
        <g
          className="lv-wheel__disc"
          style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${spinMs}ms` }}
        >
          {segments.map((segment, index) => {
            const from = index * slice;
            const [x, y] = polar(CENTER, CENTER, (outer + inner) / 2, from + slice / 2);
            return (
              <g key={index}>
                <path d={ringSegment(CENTER, CENTER, inner, outer, from, from + slice)} fill={segment.fill} />
                <text
                  x={x}
                  y={y}
                  className="lv-wheel__text"
                  fontSize={segments.length > 40 ? 7 : 9}
                  transform={`rotate(${from + slice / 2} ${x} ${y})`}
                >
                  {segment.label}
                </text>
              </g>
            );
          })}
          <circle cx={CENTER} cy={CENTER} r={inner} className="lv-wheel__hub" />
        </g>
        <text x={CENTER} y={CENTER + 6} className="lv-wheel__hubtext">
          {hub}
        </text>
        <path d={`M${CENTER - 8} 2L${CENTER + 8} 2L${CENTER} 20Z`} className="lv-wheel__pointer" />
      </svg>
    </div>
  );
}
