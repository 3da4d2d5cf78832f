import type { ConnectionState } from '@contract/index';
import { useConnectionStore } from '../../../realtime';
import type { HarnessHandle, SocketControl } from '../../../transport';

/** One simulated server's sockets: its connection's state, drop and restore. */
function SocketRow({
  name,
  state,
  control,
}: {
  name: string;
  state: ConnectionState | null;
  control: SocketControl;
}) {
  return (
    <>
      <p>
        The {name} server: <strong data-state={state ?? 'none'}>{state ?? 'not connected'}</strong>.
      </p>
      <div className="sim-panel__row">
        <button type="button" className="button" onClick={() => control.drop()}>
          Drop the {name} socket
        </button>
        <button type="button" className="button" onClick={() => control.restore()}>
          Restore the {name} socket
        </button>
      </div>
    </>
  );
}

export function ConnectionSection({ harness }: { harness: HarnessHandle }) {
  const { events, trading } = useConnectionStore();
  return (
    <section aria-labelledby="sim-panel-socket">
      <h3 id="sim-panel-socket">Sockets</h3>
      <p>
        A drop closes every socket of that server and refuses new ones; pusher-js retries by itself and
        resubscribes once restored.
      </p>
      <SocketRow name="events" state={events} control={harness.realtime} />
      <SocketRow name="trading" state={trading} control={harness.trading} />
    </section>
  );
}
