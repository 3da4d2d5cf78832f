import type { CSSProperties } from 'react';
import { pocketColour } from '@contract/index';
import { WHEEL_ORDER } from './view';

/** Milliseconds of a spin. */
export const ROULETTE_SPIN_MS = 2800;
const STEP = 360 / WHEEL_ORDER.length;
const R_OUT = 100;
const R_IN = 72;
const R_HUB = 44;

function polar(radius: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [radius * Math.cos(radians), radius * Math.sin(radians)];
}

function wedge(index: number): string {
  const from = index * STEP - STEP / 2;
  const to = from + STEP;
  const [x1, y1] = polar(R_OUT, from);
  const [x2, y2] = polar(R_OUT, to);
  const [x3, y3] = polar(R_IN, to);
  const [x4, y4] = polar(R_IN, from);
  return `M${x1} ${y1}A${R_OUT} ${R_OUT} 0 0 1 ${x2} ${y2}L${x3} ${y3}A${R_IN} ${R_IN} 0 0 0 ${x4} ${y4}Z`;
}

/** The rotation that brings `pocket` under the ball at the top, after `spins` rounds (always forward). */
export function wheelRotation(pocket: number | null, spins: number): number {
  if (pocket === null) return 0;
  const index = WHEEL_ORDER.indexOf(pocket);
  return spins * 5 * 360 + ((360 - index * STEP) % 360);
}

/**
 * A European wheel: it spins (CSS transition) so that the winning pocket ends under the ball, which circles
 * the other way and drops in. Decorative: the result is announced by the board.
 */
export function Wheel({ pocket, spins, spinKey }: { pocket: number | null; spins: number; spinKey: string }) {
  return (
    <div
      className="roulette-wheel"
      style={{ '--spin-ms': `${ROULETTE_SPIN_MS}ms` } as CSSProperties}
      aria-hidden="true"
    >
      <svg viewBox="-110 -110 220 220" className="roulette-wheel__svg">
        <circle r="108" className="roulette-wheel__rim" />
        <g
          className="roulette-wheel__rotor"
          style={{ transform: `rotate(${wheelRotation(pocket, spins)}deg)` }}
        >
          {WHEEL_ORDER.map((number, index) => {
            const [x, y] = polar((R_OUT + R_IN) / 2, index * STEP);
            return (
              <g key={number}>
                <path
                  d={wedge(index)}
                  className={`roulette-wheel__pocket roulette-wheel__pocket--${pocketColour(number)}`}
                />
                <text
                  x={x}
                  y={y}
                  className="roulette-wheel__number"
                  textAnchor="middle"
                  dominantBaseline="central"
                  transform={`rotate(${index * STEP} ${x} ${y})`}
                >
                  {number}
                </text>
              </g>
            );
          })}
          <circle r={R_IN} className="roulette-wheel__track" />
          <circle r={R_HUB} className="roulette-wheel__hub" />
          {[0, 45, 90, 135].map((angle) => (
            <rect
              key={angle}
              x="-3"
              y="-38"
              width="6"
              height="76"
              rx="3"
              className="roulette-wheel__spoke"
              transform={`rotate(${angle})`}
            />
          ))}
        </g>
        {pocket !== null && (
          <g key={spinKey} className="roulette-wheel__ball-orbit">
            <circle cx="0" cy={-(R_OUT + R_IN) / 2 - 2} r="6" className="roulette-wheel__ball" />
          </g>
        )}
        <path d="M0 -104 L-6 -112 L6 -112 Z" className="roulette-wheel__pointer" />
      </svg>
    </div>
  );
}
