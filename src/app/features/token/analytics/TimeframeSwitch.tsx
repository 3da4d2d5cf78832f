import { ANALYTICS_TIMEFRAMES, type AnalyticsTimeframe } from '@contract/analytics';

/** The 7 / 30 days switch of the analytics (platform.md §9): two toggle buttons, the chosen one pressed. */
export function TimeframeSwitch({
  value,
  onChange,
}: {
  value: AnalyticsTimeframe;
  onChange: (timeframe: AnalyticsTimeframe) => void;
}) {
  return (
    <div className="timeframe-switch" role="group" aria-label="Timeframe">
      {ANALYTICS_TIMEFRAMES.map((timeframe) => (
        <button
          key={timeframe}
          type="button"
          className="timeframe-switch__option"
          aria-pressed={value === timeframe}
          onClick={() => onChange(timeframe)}
        >
          {timeframe} days
        </button>
      ))}
    </div>
  );
}
