import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { isTopModal, pushModal, removeModal } from './modal-stack';
import { useDragDismiss } from './use-drag-dismiss';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose?: () => void;
  title?: ReactNode;
  /** Escape, a backdrop click, the close button and a drag down close it. Off for forced steps. */
  dismissible?: boolean;
  children?: ReactNode;
  /** Id of the element naming the dialog, when the title prop is not used. */
  labelledBy?: string;
  className?: string;
  /** False for content that draws its own header and close button (a provider's frame). */
  header?: boolean;
}

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), select, textarea, a[href], [tabindex="0"]';

/** Tab past the last focusable element (or Shift+Tab before the first) wraps round inside the sheet. */
function trapTab(sheet: HTMLElement, event: KeyboardEvent): void {
  const focusable = [...sheet.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !sheet.contains(active) || active === sheet;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/** The generic modal (platform.md §2): stackable, portal-rendered, focus moved in and restored. */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  dismissible = true,
  children,
  labelledBy,
  className,
  header = true,
}: ModalProps) {
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const dismiss = () => {
    if (dismissible) onClose?.();
  };
  // The Escape listener lives as long as the modal and must call the latest onClose.
  const dismissOnEscape = useEffectEvent(dismiss);
  const drag = useDragDismiss(dismissible, dismiss);

  useEffect(() => {
    const id = Symbol('modal');
    pushModal(id);
    const previous = document.activeElement as HTMLElement | null;
    // The first field or button of the content, not the close button; else the sheet itself.
    const target =
      sheet.current?.querySelector<HTMLElement>(`.modal-body :is(${FOCUSABLE})`) ?? sheet.current;
    target?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (!isTopModal(id)) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        dismissOnEscape();
      } else if (event.key === 'Tab' && sheet.current) {
        trapTab(sheet.current, event);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      removeModal(id);
      previous?.focus?.();
    };
  }, []);

  return createPortal(
    <div
      className="modal-backdrop"
      data-testid="modal-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) dismiss();
      }}
    >
      <div
        ref={sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy ?? (title ? titleId : undefined)}
        tabIndex={-1}
        className={className ? `modal-sheet ${className}` : 'modal-sheet'}
        {...drag}
      >
        {header && (title || dismissible) && (
          <div className="modal-header">
            {title && (
              <h2 id={titleId} className="modal-title">
                {title}
              </h2>
            )}
            {dismissible && (
              <button type="button" className="modal-close" aria-label="Close" onClick={dismiss}>
                ×
              </button>
            )}
          </div>
        )}
        <div className="modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
