export { TabList } from './TabList';
