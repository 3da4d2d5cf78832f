import { INTERVALS, type ConnectionState } from '@contract/index';
import { useConnectionStore } from '../../realtime';
import { useDelayElapsed } from '../../hooks/delay';
import { usePreferences } from '../../stores/app-store';

// Down is anything but connected: after a drop pusher-js spends its first retries 'connecting' before it calls
// the connection 'unavailable', and the player is without events all that time. An absent connection (null:
// no trading connection in this build) is never down.
const isDown = (state: ConnectionState | null) => state !== null && state !== 'connected';

/**
 * Connection-issues banner (community.md §2 "Chat panel"): from 3 s after load, unless the player chose to
 * ignore connection issues, it shows a line for each connection that is down, trading first.
 */
export function ConnectionBanner() {
  const { events, trading } = useConnectionStore();
  const ignored = usePreferences((preferences) => preferences.ignoreConnectionIssues);
  const delayElapsed = useDelayElapsed(INTERVALS.connectionBannerDelayMs);

  const lines = [
    isDown(trading) && 'Attempting to connect to the trading server...',
    isDown(events) && 'Attempting to connect to the events server...',
  ].filter((line): line is string => Boolean(line));
  if (ignored || !delayElapsed || lines.length === 0) return null;
  return (
    <div className="connection-banner" role="status">
      <span className="spinner" aria-hidden="true" />
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <button
        type="button"
        className="link-button"
        onClick={() => usePreferences.getState().set({ ignoreConnectionIssues: true })}
      >
        Don&apos;t show again
      </button>
    </div>
  );
}
