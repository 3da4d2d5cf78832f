/**
 * Where the floating live widget sits: kept inside the viewport whatever the drag or the window size does, and
 * remembered in localStorage so it opens where the player last left it.
 */

export interface WidgetPosition {
  x: number;
  y: number;
}

export interface BoxSize {
  width: number;
  height: number;
}

export const WIDGET_POSITION_KEY = 'sportWidgetPosition';
/** Space kept between the widget and the viewport's edges when it first opens. */
const EDGE_GAP = 16;
/** One arrow-key step of the title bar (keyboard moving). */
export const KEYBOARD_STEP = 24;

/** The top-left corner that keeps a box of `size` wholly inside `viewport` (or at its top-left if too big). */
export function clampPosition(position: WidgetPosition, size: BoxSize, viewport: BoxSize): WidgetPosition {
  const clamp = (value: number, room: number) => Math.round(Math.min(Math.max(0, value), Math.max(0, room)));
  return {
    x: clamp(position.x, viewport.width - size.width),
    y: clamp(position.y, viewport.height - size.height),
  };
}

/** First opening: the bottom-right corner, clear of the edges. */
export function defaultPosition(size: BoxSize, viewport: BoxSize): WidgetPosition {
  return clampPosition(
    { x: viewport.width - size.width - EDGE_GAP, y: viewport.height - size.height - EDGE_GAP },
    size,
    viewport,
  );
}

/** The position a drag has reached: where it started, moved by the pointer's travel. */
export function draggedPosition(
  start: WidgetPosition,
  pointerStart: WidgetPosition,
  pointerNow: WidgetPosition,
): WidgetPosition {
  return { x: start.x + pointerNow.x - pointerStart.x, y: start.y + pointerNow.y - pointerStart.y };
}

const ARROW_STEPS: Readonly<Record<string, WidgetPosition>> = {
  ArrowLeft: { x: -KEYBOARD_STEP, y: 0 },
  ArrowRight: { x: KEYBOARD_STEP, y: 0 },
  ArrowUp: { x: 0, y: -KEYBOARD_STEP },
  ArrowDown: { x: 0, y: KEYBOARD_STEP },
};

/** The position an arrow key moves to, or null for any other key. */
export function keyedPosition(position: WidgetPosition, key: string): WidgetPosition | null {
  const step = ARROW_STEPS[key];
  return step ? { x: position.x + step.x, y: position.y + step.y } : null;
}

/** The remembered position, or null when none (or something unreadable) is stored. */
export function readPosition(storage: Pick<Storage, 'getItem'>): WidgetPosition | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(WIDGET_POSITION_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { x, y } = value as Record<string, unknown>;
    return Number.isFinite(x) && Number.isFinite(y) ? { x: x as number, y: y as number } : null;
  } catch {
    return null;
  }
}

export function writePosition(storage: Pick<Storage, 'setItem'>, position: WidgetPosition): void {
  try {
    storage.setItem(WIDGET_POSITION_KEY, JSON.stringify(position));
  } catch {
    // Private mode or a full quota: the widget still moves, it just opens at its default next time.
  }
}
