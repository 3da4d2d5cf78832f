import { useConnectionStore } from '../../../realtime';
import type { HarnessHandle } from '../../../transport';

export function ConnectionSection({ harness }: { harness: HarnessHandle }) {
  const events = useConnectionStore((state) => state.events);
  return (
    <section aria-labelledby="sim-panel-socket">
      <h3 id="sim-panel-socket">Events socket</h3>
      <p>
        State: <strong data-state={events}>{events}</strong>. A drop closes every socket and refuses new ones;
        pusher-js retries by itself and resubscribes once restored.
      </p>
      <div className="sim-panel__row">
        <button type="button" className="button" onClick={() => harness.realtime.drop()}>
          Drop the socket
        </button>
        <button type="button" className="button" onClick={() => harness.realtime.restore()}>
          Restore the socket
        </button>
      </div>
    </section>
  );
}
