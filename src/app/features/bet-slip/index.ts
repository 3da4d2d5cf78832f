export { OddsButton, type OddsButtonProps } from './OddsButton';
export { BetSlip } from './BetSlip';
