import { useRef, type PointerEvent } from 'react';
import { LIMITS } from '@contract/index';

/**
 * Pointer handlers for the sheet: dragging it down by more than LIMITS.modalDragDismissPx dismisses the
 * modal (platform.md §2). The sheet follows the finger while dragging and springs back on a short drag.
 */
export function useDragDismiss(enabled: boolean, onDismiss: () => void) {
  const start = useRef<number | null>(null);

  const follow = (sheet: HTMLElement, offset: number) => {
    sheet.style.transform = offset > 0 ? `translateY(${offset}px)` : '';
  };

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      // Dragging starts on the sheet itself, not on a field or button the user is working with.
      if (!enabled || (event.target as HTMLElement).closest('input, textarea, select, button, a')) return;
      start.current = event.clientY;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (start.current === null) return;
      follow(event.currentTarget, event.clientY - start.current);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (start.current === null) return;
      const distance = event.clientY - start.current;
      start.current = null;
      follow(event.currentTarget, 0);
      if (distance > LIMITS.modalDragDismissPx) onDismiss();
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      start.current = null;
      follow(event.currentTarget, 0);
    },
  };
}
