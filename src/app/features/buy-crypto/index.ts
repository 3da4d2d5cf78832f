export { BuyCryptoPage } from './BuyCryptoPage';
