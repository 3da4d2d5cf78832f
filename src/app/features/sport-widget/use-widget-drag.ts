/**
 * Moving the floating widget: by its title bar with a pointer (captured, so a fast drag does not lose it), or
 * with the arrow keys while the title bar has focus. It is kept inside the viewport (also when the window
 * shrinks or its content grows) and its place is remembered once a move ends. The place is written straight to
 * the element's transform, so a drag re-renders nothing.
 */
import {
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import {
  clampPosition,
  defaultPosition,
  draggedPosition,
  keyedPosition,
  readPosition,
  writePosition,
  type WidgetPosition,
} from './widget-position';

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
const sizeOf = (element: HTMLElement) => ({ width: element.offsetWidth, height: element.offsetHeight });

/** Puts the box at the nearest place to `wanted` inside the viewport; returns where it went. */
function moveBox(element: HTMLElement, wanted: WidgetPosition): WidgetPosition {
  const placed = clampPosition(wanted, sizeOf(element), viewport());
  element.style.transform = `translate(${placed.x}px, ${placed.y}px)`;
  element.style.visibility = 'visible';
  return placed;
}

export interface WidgetDrag {
  dragging: boolean;
  handleProps: {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerMove(event: PointerEvent<HTMLElement>): void;
    onPointerUp(event: PointerEvent<HTMLElement>): void;
    onPointerCancel(event: PointerEvent<HTMLElement>): void;
    onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  };
}

export function useWidgetDrag(box: RefObject<HTMLElement | null>): WidgetDrag {
  const position = useRef<WidgetPosition>({ x: 0, y: 0 });
  const drag = useRef<{ start: WidgetPosition; pointer: WidgetPosition; id: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  // First placement, once the box has a size (where it was left, or the bottom-right corner); then kept inside.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const stored = readPosition(window.localStorage);
    position.current = moveBox(element, stored ?? defaultPosition(sizeOf(element), viewport()));
    const keepInside = () => (position.current = moveBox(element, position.current));
    window.addEventListener('resize', keepInside);
    const observer = new ResizeObserver(keepInside);
    observer.observe(element);
    return () => {
      window.removeEventListener('resize', keepInside);
      observer.disconnect();
    };
  }, [box]);

  const finish = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.id !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    writePosition(window.localStorage, position.current);
  };

  return {
    dragging,
    handleProps: {
      onPointerDown(event) {
        // The title bar's buttons stay buttons.
        if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        const pointer = { x: event.clientX, y: event.clientY };
        drag.current = { start: position.current, pointer, id: event.pointerId };
        setDragging(true);
      },
      onPointerMove(event) {
        const active = drag.current;
        if (active?.id !== event.pointerId || !box.current) return;
        const pointer = { x: event.clientX, y: event.clientY };
        position.current = moveBox(box.current, draggedPosition(active.start, active.pointer, pointer));
      },
      onPointerUp: finish,
      onPointerCancel: finish,
      onKeyDown(event) {
        const next = keyedPosition(position.current, event.key);
        if (event.target !== event.currentTarget || !next || !box.current) return;
        event.preventDefault();
        position.current = moveBox(box.current, next);
        writePosition(window.localStorage, position.current);
      },
    },
  };
}
