import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MatchLiveView } from './MatchLiveView';
import { useWidgetDrag } from './use-widget-drag';
import { closeLiveWidget } from './widget-store';

/**
 * The movable live sport widget (community.md "Movable live sport widget"): a floating window over every page,
 * moved by its title bar (pointer or arrow keys), minimised to its title bar or closed (also with Escape).
 */
export function LiveWidget({ matchId }: { matchId: string }) {
  const box = useRef<HTMLElement>(null);
  const { dragging, handleProps } = useWidgetDrag(box);
  const [minimised, setMinimised] = useState(false);

  // Opening a match takes the focus to the widget, so Escape closes it at once.
  useEffect(() => {
    box.current?.focus({ preventScroll: true });
  }, [matchId]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    closeLiveWidget();
  };

  return (
    <section
      ref={box}
      className={`live-widget${minimised ? ' is-minimised' : ''}${dragging ? ' is-dragging' : ''}`}
      role="dialog"
      aria-label="Live match"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="live-widget"
    >
      <div
        className="live-widget__bar"
        role="group"
        tabIndex={0}
        aria-label="Move the live match window: drag it or use the arrow keys"
        {...handleProps}
      >
        <span className="live-widget__title">
          <span className="live-widget__dot" aria-hidden="true" />
          Live
        </span>
        <button
          type="button"
          className="live-widget__button"
          aria-label={minimised ? 'Restore live match' : 'Minimise live match'}
          aria-expanded={!minimised}
          onClick={() => setMinimised((value) => !value)}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            {minimised ? (
              <rect
                x="3"
                y="3"
                width="10"
                height="10"
                rx="1.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              />
            ) : (
              <path d="M3 12h10" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            )}
          </svg>
        </button>
        <button
          type="button"
          className="live-widget__button"
          aria-label="Close live match"
          onClick={closeLiveWidget}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="live-widget__body" hidden={minimised}>
        <MatchLiveView matchId={matchId} />
      </div>
    </section>
  );
}
