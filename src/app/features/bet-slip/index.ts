export { OddsButton, type OddsButtonProps } from './OddsButton';
export { BetSlip, SLIP_RAIL_WIDTH } from './BetSlip';
export { useHideInactive } from './use-hide-inactive';
export { isOptionLocked } from './slip-rules';
