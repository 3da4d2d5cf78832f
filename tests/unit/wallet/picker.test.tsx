// @vitest-environment jsdom
/** The wallet's dropdown picker by keyboard: open, move, pick, and Escape that closes the list, not the modal. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from '../../../src/app/components/modal';
import { PickerField } from '../../../src/app/features/wallet/picker/PickerField';

const OPTIONS = [
  { id: 'erc20', name: 'Ethereum (ERC-20)' },
  { id: 'trc20', name: 'TRON (TRC-20)' },
  { id: 'bep20', name: 'BNB Smart Chain (BEP-20)' },
];

function Picker({ onClose }: { onClose: () => void }) {
  const [picked, setPicked] = useState('erc20');
  return (
    <Modal open title="Wallet" onClose={onClose}>
      <PickerField
        label="Network"
        listLabel="Networks"
        options={OPTIONS}
        selectedId={picked}
        onSelect={setPicked}
      />
    </Modal>
  );
}

afterEach(() => cleanup());

describe('the dropdown picker', () => {
  it('opens with Arrow Down on the picked option, moves with the arrows, Home and End, and picks', async () => {
    render(<Picker onClose={() => undefined} />);
    const toggle = screen.getByRole('button', { name: 'Network Ethereum (ERC-20)' });
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    const list = screen.getByRole('list', { name: 'Networks' });
    // No search box with 3 entries (platform.md §9); the focus goes to the picked option once drawn.
    expect(screen.queryByLabelText('Search network')).toBeNull();
    const options = within(list).getAllByRole('button');
    await vi.waitFor(() => expect(document.activeElement).toBe(options[0]));
    fireEvent.keyDown(options[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(options[1]);
    fireEvent.keyDown(options[1]!, { key: 'End' });
    expect(document.activeElement).toBe(options[2]);
    fireEvent.keyDown(options[2]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(options[2]);
    fireEvent.keyDown(options[2]!, { key: 'Home' });
    fireEvent.keyDown(options[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(options[2]);
    fireEvent.click(options[2]!);
    expect(screen.queryByRole('list', { name: 'Networks' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Network BNB Smart Chain (BEP-20)' })).toBe(
      document.activeElement,
    );
  });

  it('closes the list on Escape and gives the focus back, leaving the modal open', () => {
    const onClose = vi.fn();
    render(<Picker onClose={onClose} />);
    const toggle = screen.getByRole('button', { name: /^Network/ });
    fireEvent.click(toggle);
    const option = within(screen.getByRole('list', { name: 'Networks' })).getAllByRole('button')[1]!;
    option.focus();
    fireEvent.keyDown(option, { key: 'Escape' });
    expect(screen.queryByRole('list', { name: 'Networks' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(onClose).not.toHaveBeenCalled();
    // A second Escape is the modal's.
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
