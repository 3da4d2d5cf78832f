export { InstallAppEntry } from './InstallAppEntry';
