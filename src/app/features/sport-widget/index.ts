export { openLiveWidget, closeLiveWidget, useSportWidget } from './widget-store';
