// Light entry only: the bell and its list load in their own chunks when the browser is idle.
export { NotificationsSlot } from './NotificationsSlot';
