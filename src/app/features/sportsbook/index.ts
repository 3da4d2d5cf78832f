export { SportsbookPage } from './SportsbookPage';
