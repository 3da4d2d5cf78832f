import { openCalculator } from './calculator-store';

/** Opens the ROI calculator; for the markets list and the trading page. */
export function CalculatorButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className ? `button calculator-button ${className}` : 'button calculator-button'}
      onClick={openCalculator}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M6 3h12v18H6zM9 7h6M9 11h.01M12 11h.01M15 11h.01M9 14h.01M12 14h.01M15 14h.01M9 17h.01M12 17h.01M15 17h.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      ROI calculator
    </button>
  );
}
