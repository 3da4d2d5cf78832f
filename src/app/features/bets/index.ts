export { BetsTable, type BetsTableProps } from './BetsTable';
export { BetList, type BetListProps } from './BetList';
export { BetOverviewModal } from './BetOverviewModal';
export { openBetOverview, betShareUrl } from './bet-overview-store';
