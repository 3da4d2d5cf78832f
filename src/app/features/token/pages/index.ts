/** The token's pages, loaded on demand by the router. */
export { AnalyticsPage } from './AnalyticsPage';
export { RevSharePage } from './RevSharePage';
export { TokenPage } from './TokenPage';
