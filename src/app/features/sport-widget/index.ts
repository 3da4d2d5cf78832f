export { openLiveWidget, closeLiveWidget, useSportWidget } from './widget-store';
export { LiveWidgetSlot } from './LiveWidgetSlot';
