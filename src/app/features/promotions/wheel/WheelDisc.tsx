import { SEGMENT_ANGLE } from './wheel-geometry';

export interface WheelDiscProps {
  labels: readonly string[];
  rotation: number;
  spinMs: number;
  /** The segment the last spin landed on (1-based), highlighted once it has stopped. */
  winner: number | null;
}

const RADIUS = 96;
const LABEL_RADIUS = 60;

/** A point on the rim, `angle` degrees clockwise from the top. */
function rim(angle: number, radius = RADIUS): string {
  const radians = (angle * Math.PI) / 180;
  return `${(radius * Math.sin(radians)).toFixed(3)} ${(-radius * Math.cos(radians)).toFixed(3)}`;
}

/**
 * A label along its segment's radius (a segment is too narrow for one across it), turned so that it never
 * reads upside down: outwards on the right half, inwards on the left.
 */
function labelTransform(middle: number): string {
  return middle < 180
    ? `rotate(${middle - 90}) translate(${LABEL_RADIUS} 0)`
    : `rotate(${middle + 90}) translate(${-LABEL_RADIUS} 0)`;
}

/**
 * The wheel drawn in SVG: the segments clockwise from the top, a fixed pointer above. It turns by a CSS
 * transform with an ease-out transition, so the browser animates it off the main thread.
 */
export function WheelDisc({ labels, rotation, spinMs, winner }: WheelDiscProps) {
  return (
    <div className="wheel">
      <svg className="wheel__pointer" viewBox="0 0 24 20" aria-hidden="true">
        <path d="M2 0h20L12 18z" />
      </svg>
      <svg
        className="wheel__disc"
        viewBox="-100 -100 200 200"
        aria-hidden="true"
        data-rotation={rotation}
        style={{
          transform: `rotate(${rotation}deg)`,
          transitionDuration: `${spinMs}ms`,
        }}
      >
        <circle r={RADIUS + 3} className="wheel__rim" />
        {labels.map((label, index) => {
          const start = index * SEGMENT_ANGLE;
          const middle = start + SEGMENT_ANGLE / 2;
          const tone = winner === index + 1 ? 'win' : index % 2 === 0 ? 'a' : 'b';
          return (
            <g key={index}>
              <path
                className={`wheel__segment wheel__segment--${tone}`}
                d={`M0 0L${rim(start)}A${RADIUS} ${RADIUS} 0 0 1 ${rim(start + SEGMENT_ANGLE)}Z`}
              />
              <text
                className="wheel__label"
                transform={labelTransform(middle)}
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {label}
              </text>
            </g>
          );
        })}
        <circle r={22} className="wheel__hub" />
      </svg>
    </div>
  );
}
