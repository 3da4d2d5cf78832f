export { breakpointFor, CHAT_WIDTH, MOBILE_WIDTH, useBreakpoint, useWindowWidth } from './breakpoint';
export { useDelayElapsed } from './delay';
export { channelFor, modeForPath, sportTypeFor, useMode, type Mode, type SportType } from './mode';
export { useDismiss } from './dismiss';
