export { SimPanelButton } from './SimPanelButton';
