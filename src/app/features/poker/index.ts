export { PokerPage } from './PokerPage';
