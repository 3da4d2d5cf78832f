export { FairnessPage } from './FairnessPage';
