export { AffiliatePage } from './AffiliatePage';
