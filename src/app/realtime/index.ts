// The pusher-js connection is not re-exported: the transports import it themselves, so that the screens'
// imports of the connection state never pull pusher-js into the page's first load.
export { useConnectionStore, trackConnection, trackTradingConnection } from './connection-store';
