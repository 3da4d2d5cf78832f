export { useConnectionStore, trackConnection } from './connection-store';
export { createPusherConnection, toConnectionState, type PusherSettings } from './pusher-connection';
