/**
 * Shared game art: cards, chips, cell grids and multipliers. Used by the game boards, the fairness page and
 * the bet overview; every piece animates with CSS only, can be made still (`still`, or an `.art-still`
 * ancestor, for quick mode) and calms down under prefers-reduced-motion.
 */
export { PlayingCard, type PlayingCardProps } from './PlayingCard';
export { Chip, chipIndex, chipLabel, type ChipProps } from './Chip';
export { CellGrid, type CellGridProps, type GridCell } from './CellGrid';
export { MultiplierDisplay, type MultiplierDisplayProps } from './MultiplierDisplay';
export { cardName, isCardIndex, isRedSuit, SUIT_NAMES } from './cards';
export { formatChance, formatMultiplier, formatMultiplierShort } from './format';
export { useCountUp, useReducedMotion } from './motion';
