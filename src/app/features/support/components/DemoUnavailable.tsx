import { useAppStore } from '../../../stores/app-store';

export const DEMO_UNAVAILABLE_TEXT = 'Support chat is unavailable in demo mode.';

/** community.md §5: support chat is unavailable in demo mode except on the index page. */
export function DemoUnavailable() {
  const set = useAppStore((state) => state.set);
  return (
    <div className="support-notice" role="status">
      <p>{DEMO_UNAVAILABLE_TEXT}</p>
      <button type="button" className="button" onClick={() => set({ demo: false })}>
        Switch to real mode
      </button>
    </div>
  );
}
