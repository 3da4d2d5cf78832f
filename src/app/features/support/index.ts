export { SupportWindow } from './SupportWindow';
export { openSupport } from './open-support';
