export { MarketsListPage } from './MarketsListPage';
