import { wheelLabel, wheelLabels, wheelPrizeUsd } from '@contract/index';
import { WHEEL_SEGMENT_COUNT } from '@contract/wheel';
import { useAppStore } from '../../stores/app-store';

const dollars = (usd: number) => `$${Number.isInteger(usd) ? usd : usd.toFixed(2)}`;

/**
 * A bonus wheel spin: the segment the float landed on, among the 12 round the wheel, with the labels of this
 * site's wheel (the licence's), and the prize it paid.
 */
export function WheelOutcome({ segment }: { segment: number }) {
  const labels = wheelLabels(useAppStore((state) => state.licence));
  const prize = wheelPrizeUsd(wheelLabel(labels, segment));
  return (
    <>
      <p className="fair-big fair-big--wheel" aria-label="Wheel result">
        Segment {segment} · {dollars(prize)}
      </p>
      <p className="fair-note">
        Segment = floor(float × {WHEEL_SEGMENT_COUNT}) + 1; the {labels.length} prizes go round the wheel
        twice.
      </p>
      <ol className="fair-wheel" aria-label="Wheel segments">
        {Array.from({ length: WHEEL_SEGMENT_COUNT }, (_, index) => {
          const number = index + 1;
          const hit = number === segment;
          return (
            <li
              key={number}
              className={hit ? 'fair-cell fair-cell--marked' : 'fair-cell'}
              aria-current={hit ? 'true' : undefined}
            >
              <span className="fair-cell__number">{wheelLabel(labels, number)}</span>
              <span className="fair-cell__order">{number}</span>
            </li>
          );
        })}
      </ol>
    </>
  );
}
