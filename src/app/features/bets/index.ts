export { BetsTable, type BetsTableProps } from './BetsTable';
export { BetOverviewModal } from './BetOverviewModal';
export { openBetOverview, betShareUrl } from './bet-overview-store';
