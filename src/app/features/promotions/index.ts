export { PromotionsPage } from './page/PromotionsPage';
