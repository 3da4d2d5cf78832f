export { OddsButton, type OddsButtonProps } from './OddsButton';
export { BetSlip } from './BetSlip';
export { useHideInactive } from './use-hide-inactive';
export { isOptionLocked } from './slip-rules';
