export { VipPage } from './VipPage';
