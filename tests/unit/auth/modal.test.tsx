// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LIMITS } from '@contract/index';
import { Modal } from '../../../src/app/components/modal';

afterEach(cleanup);

function drag(sheet: HTMLElement, distance: number) {
  fireEvent.pointerDown(sheet, { clientY: 100, pointerId: 1 });
  fireEvent.pointerMove(sheet, { clientY: 100 + distance / 2, pointerId: 1 });
  fireEvent.pointerUp(sheet, { clientY: 100 + distance, pointerId: 1 });
}

describe('Modal', () => {
  it('renders nothing when closed and a labelled dialog in a portal when open', () => {
    const { container, rerender } = render(<Modal open={false} title="Hello" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Modal open title="Hello" />);
    const dialog = screen.getByRole('dialog', { name: 'Hello' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(container.contains(dialog)).toBe(false);
  });

  it('closes on Escape, on a backdrop click and on the close button, not on a click inside', () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Hello">
        <p>Inside</p>
      </Modal>,
    );
    fireEvent.click(screen.getByText('Inside'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it(`is dismissed by a drag down of more than ${LIMITS.modalDragDismissPx} px only`, () => {
    const onClose = vi.fn();
    render(<Modal open onClose={onClose} title="Hello" />);
    const sheet = screen.getByRole('dialog');
    drag(sheet, 50);
    expect(onClose).not.toHaveBeenCalled();
    drag(sheet, LIMITS.modalDragDismissPx);
    expect(onClose).not.toHaveBeenCalled();
    drag(sheet, 120);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores every dismissal when not dismissible', () => {
    const onClose = vi.fn();
    render(<Modal open onClose={onClose} dismissible={false} title="Forced" />);
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    drag(screen.getByRole('dialog'), 200);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('closes only the top modal of a stack on Escape', () => {
    const closeBottom = vi.fn();
    const closeTop = vi.fn();
    const { rerender } = render(
      <>
        <Modal open onClose={closeBottom} title="Bottom" />
        <Modal open onClose={closeTop} title="Top" />
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closeTop).toHaveBeenCalledTimes(1);
    expect(closeBottom).not.toHaveBeenCalled();

    rerender(
      <>
        <Modal open onClose={closeBottom} title="Bottom" />
        <Modal open={false} onClose={closeTop} title="Top" />
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closeBottom).toHaveBeenCalledTimes(1);
    expect(closeTop).toHaveBeenCalledTimes(1);
  });

  it('moves focus into the dialog and gives it back on close', () => {
    const { rerender } = render(
      <>
        <button type="button">Opener</button>
        <Modal open={false} title="Form">
          <input aria-label="Name" />
        </Modal>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    const tree = (open: boolean) => (
      <>
        <button type="button">Opener</button>
        <Modal open={open} title="Form">
          <input aria-label="Name" />
        </Modal>
      </>
    );
    rerender(tree(true));
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    rerender(tree(false));
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab and Shift+Tab inside the top dialog', () => {
    render(
      <>
        <button type="button">Outside</button>
        <Modal open title="Hello">
          <input aria-label="First" />
          <button type="button">Last</button>
        </Modal>
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
