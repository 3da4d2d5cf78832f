/** Closing a popover the way people expect: a press outside it, or Escape. */
import { useEffect, useEffectEvent, type RefObject } from 'react';

/** While `open`, a pointer press outside `root` or the Escape key calls `close`. */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void): void {
  const onClose = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root]);
}
