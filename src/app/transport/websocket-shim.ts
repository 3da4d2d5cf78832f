import { WebSocket as MockWebSocket } from 'mock-socket';

type ShimmedWebSocket = typeof WebSocket & { simHosts?: Set<string> };

/**
 * pusher-js opens sockets with the global WebSocket, while mock-socket intercepts only its own class. This
 * shim routes sockets for the simulated servers' hosts (the events server, the trading server) to mock-socket
 * and everything else (Vite's HMR socket, say) to the browser's real WebSocket. Installed once, in sim mode
 * only; a later call adds its host to the routed ones.
 */
export function installWebSocketShim(simHost: string, target: typeof globalThis = globalThis): void {
  const installed = target.WebSocket as ShimmedWebSocket | undefined;
  if (!installed) return;
  if (installed.simHosts) {
    installed.simHosts.add(simHost);
    return;
  }
  const Real = installed;
  const simHosts = new Set([simHost]);

  function RoutedWebSocket(url: string | URL, protocols?: string | string[]) {
    const isSim = simHosts.has(new URL(String(url)).hostname);
    return isSim ? new MockWebSocket(url, protocols) : new Real(url, protocols);
  }
  Object.assign(RoutedWebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3, simHosts });
  RoutedWebSocket.prototype = Real.prototype;
  target.WebSocket = RoutedWebSocket as unknown as typeof WebSocket;
}
