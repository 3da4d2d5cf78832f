/**
 * The feed's realtime side: public-channel events, and when to start. The feed waits until the events
 * connection has settled (connected, or failed: then the history alone shows), subscribes, and only then asks
 * for the history, so that no bet falls between the two.
 */
import { PUBLIC_CHANNEL, type FeedRealtimePayloads } from '@contract/index';
import { getTransport } from '../../api/api';
import { useConnectionStore } from '../../realtime';

export function listenPublic<E extends keyof FeedRealtimePayloads>(
  event: E,
  handler: (payload: FeedRealtimePayloads[E]) => void,
): () => void {
  return getTransport().realtime.listen(PUBLIC_CHANNEL, event, (payload) =>
    handler(payload as FeedRealtimePayloads[E]),
  );
}

/** True once the events connection is up or has given up (not while it is still connecting). */
export const useRealtimeSettled = () => useConnectionStore((state) => state.events !== 'connecting');
