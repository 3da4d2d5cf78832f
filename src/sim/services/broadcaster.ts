import type { BroadcastListener } from '@contract/index';

/** Fans the sim's realtime events out to its listeners (the worker's mock Pusher server, tests). */
export class Broadcaster {
  private readonly listeners = new Set<BroadcastListener>();

  subscribe(listener: BroadcastListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(channel: string, event: string, payload: unknown): void {
    for (const listener of this.listeners) {
      try {
        listener(channel, event, payload);
      } catch {
        // One broken listener must not stop the others, nor the call that caused the event.
      }
    }
  }
}
