export { openCalculator, closeCalculator, useCalculator } from './calculator-store';
export { CalculatorButton } from './CalculatorButton';
export { CalculatorSlot } from './CalculatorSlot';
