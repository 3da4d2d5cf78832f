import { useEffect, useState } from 'react';
import type { PokerLobby } from '@contract/provider/poker';
import type { HostProviderCall } from '../provider-games/host-call';

const LOBBY_POLL_MS = 3_000;

/** The room's tables, asked for again every few seconds while the lobby shows. */
export function useLobby(call: HostProviderCall | null, on: boolean): PokerLobby | null {
  const [lobby, setLobby] = useState<PokerLobby | null>(null);
  useEffect(() => {
    if (!call || !on) return undefined;
    let alive = true;
    let timer = 0;
    const load = () =>
      call('poker.lobby', undefined)
        .then((answer) => alive && setLobby(answer))
        .catch(() => undefined)
        .finally(() => {
          if (alive) timer = window.setTimeout(load, LOBBY_POLL_MS);
        });
    void load();
    return () => {
      alive = false;
      window.clearTimeout(timer);
    };
  }, [call, on]);
  return lobby;
}
