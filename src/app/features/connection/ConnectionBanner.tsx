import { INTERVALS } from '@contract/index';
import { useConnectionStore } from '../../realtime';
import { useDelayElapsed } from '../../hooks/delay';
import { usePreferences } from '../../stores/app-store';

/**
 * Connection-issues banner (community.md §2 "Chat panel"): from 3 s after load, unless the player chose to
 * ignore connection issues, it shows while the events connection is down. The trading line comes with the
 * trading issue.
 */
export function ConnectionBanner() {
  const events = useConnectionStore((state) => state.events);
  const ignored = usePreferences((preferences) => preferences.ignoreConnectionIssues);
  const delayElapsed = useDelayElapsed(INTERVALS.connectionBannerDelayMs);

  if (ignored || !delayElapsed || events !== 'disconnected') return null;
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
