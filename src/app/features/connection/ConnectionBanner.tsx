import { INTERVALS } from '@contract/index';
import { useConnectionStore } from '../../realtime';
import { useDelayElapsed } from '../../hooks/delay';
import { usePreferences } from '../../stores/app-store';

/**
 * Connection-issues banner (community.md §2 "Chat panel"): from 3 s after load, unless the player chose to
 * ignore connection issues, it shows while the events connection is down (anything but connected). The
 * trading line comes with the trading issue.
 */
export function ConnectionBanner() {
  const events = useConnectionStore((state) => state.events);
  const ignored = usePreferences((preferences) => preferences.ignoreConnectionIssues);
  const delayElapsed = useDelayElapsed(INTERVALS.connectionBannerDelayMs);

  // Down is anything but connected: after a drop pusher-js spends its first retries 'connecting' before it
  // calls the connection 'unavailable', and the player is without events all that time.
  if (ignored || !delayElapsed || events === 'connected') return null;
  return (
    <div className="connection-banner" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>Attempting to connect to the events server...</p>
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
