import { WebSocket as MockWebSocket } from 'mock-socket';

/**
 * pusher-js opens sockets with the global WebSocket, while mock-socket intercepts only its own class. This
 * shim routes sockets for the simulated broadcaster's host to mock-socket and everything else (Vite's HMR
 * socket, say) to the browser's real WebSocket. Installed once, in sim mode only.
 */
export function installWebSocketShim(simHost: string, target: typeof globalThis = globalThis): void {
  const Real = target.WebSocket;
  if (!Real || (Real as unknown as { simShim?: boolean }).simShim) return;

  function RoutedWebSocket(url: string | URL, protocols?: string | string[]) {
    const isSim = new URL(String(url)).hostname === simHost;
    return isSim ? new MockWebSocket(url, protocols) : new Real(url, protocols);
  }
  Object.assign(RoutedWebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3, simShim: true });
  RoutedWebSocket.prototype = Real.prototype;
  target.WebSocket = RoutedWebSocket as unknown as typeof WebSocket;
}
