// @vitest-environment jsdom
/**
 * The ROI calculator overlay (platform.md §9): opened by anybody (guests too) from openCalculator(), steps add
 * up into the price move, the inputs keep only digits and a dot, the ROI is clamped to [-100, max_roi], and the
 * licence's fee mode decides the fee. The arithmetic's own tests live with the contract's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { TradingSettings } from '@contract/trading';
import {
  CalculatorSlot,
  openCalculator,
  closeCalculator,
} from '../../../src/app/features/trading/calculator';
import { CalculatorModal } from '../../../src/app/features/trading/calculator/CalculatorModal';
import { useAppStore } from '../../../src/app/stores/app-store';

function withSettings(trading: Partial<TradingSettings> | null) {
  useAppStore.setState({
    licence: { enabledFeatures: [], plugins: ['trading'], pluginSettings: trading ? { trading } : {} },
  });
}

function openOverlay() {
  render(<CalculatorModal />);
  act(() => openCalculator());
  return screen.getByRole('dialog', { name: 'ROI calculator' });
}

const move = () => screen.getByRole('status', { name: 'Price move' }).textContent;
const result = (name: string) => screen.getByRole('status', { name }).textContent;
const step = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => withSettings({ pnl_fee: 0.5, max_roi: 1000, fee_mode: 'pnl' }));
afterEach(() => {
  cleanup();
  act(() => closeCalculator());
  useAppStore.setState({ licence: null });
});

describe('the ROI calculator overlay', () => {
  it('opens from anywhere, with no session, with the defaults: no move, wager 10, multiplier 200', async () => {
    render(<CalculatorSlot />);
    act(() => openCalculator());
    expect(await screen.findByRole('dialog', { name: 'ROI calculator' })).toBeTruthy();
    expect(move()).toBe('+0.00%');
    expect(field('Wager').value).toBe('10');
    expect(field('Payout multiplier').value).toBe('200');
    expect(result('ROI')).toBe('+0.00%');
  });

  it('adds the steps up, both ways, exactly, never below -100, and resets', () => {
    openOverlay();
    step('+0.01%');
    step('+0.05%');
    step('+0.1%');
    expect(move()).toBe('+0.16%');
    step('-0.5%');
    expect(move()).toBe('-0.34%');
    // 200x of -0.34%: -68% of the $10 wager; no fee on a loss in pnl mode.
    expect(result('ROI')).toBe('-68.00%');
    expect(result('Profit')).toBe('-$6.80');
    expect(result('Fee')).toBe('$0.00');
    step('-100%');
    expect(move()).toBe('-100.00%');
    expect((screen.getByRole('button', { name: '-0.01%' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(move()).toBe('+0.00%');
  });

  it('offers the spec’s steps: 0.01 to 1000 up, and down to -100 only', () => {
    openOverlay();
    const labels = (group: string) =>
      within(screen.getByRole('group', { name: group }))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(labels('Price up')).toEqual(
      ['0.01', '0.05', '0.1', '0.5', '1', '5', '10', '50', '100', '500', '1000'].map((s) => `+${s}%`),
    );
    expect(labels('Price down')).toEqual(
      ['0.01', '0.05', '0.1', '0.5', '1', '5', '10', '50', '100'].map((s) => `-${s}%`),
    );
  });

  it('clamps the ROI at max_roi and at -100 (the wager lost), and says so', () => {
    openOverlay();
    step('+10%');
    // 200 x 10% = 2000% ROI, capped at the licence's 1000%: profit 10 x 10 = 100, less 1.5% pnl fee.
    expect(result('ROI')).toBe('+1,000.00%');
    expect(result('Profit')).toBe('$98.50');
    expect(result('Fee')).toBe('$1.50');
    expect(screen.getByText('Capped at the maximum ROI of 1,000%.')).toBeTruthy();
    step('-10%');
    step('-1%');
    expect(result('ROI')).toBe('-100.00%');
    expect(result('Profit')).toBe('-$10.00');
    expect(screen.getByText('The position busts: the whole wager is lost.')).toBeTruthy();
  });

  it('keeps only digits and one dot in the wager and the multiplier', () => {
    openOverlay();
    fireEvent.change(field('Wager'), { target: { value: '12a.5.0x' } });
    expect(field('Wager').value).toBe('12.50');
    fireEvent.change(field('Payout multiplier'), { target: { value: '-5e1' } });
    expect(field('Payout multiplier').value).toBe('51');
    step('+1%');
    // 51 x 1% = 51% of 12.50 = 6.375 gross; 1.5% fee.
    expect(result('ROI')).toBe('+51.00%');
    expect(result('Profit')).toBe('$6.28');
  });

  it('shows the input errors and no result for an empty wager or a multiplier beyond 1000', () => {
    openOverlay();
    fireEvent.change(field('Wager'), { target: { value: '' } });
    expect(screen.getByText('Enter a wager above 0')).toBeTruthy();
    expect(field('Wager').getAttribute('aria-invalid')).toBe('true');
    expect(result('Profit')).toBe('–');
    fireEvent.change(field('Wager'), { target: { value: '5' } });
    fireEvent.change(field('Payout multiplier'), { target: { value: '1001' } });
    expect(screen.getByText('Multiplier must be between 1 and 1000')).toBeTruthy();
    expect(result('ROI')).toBe('–');
  });

  it("applies the licence's fee mode: pnl with its percent plus 1, or flat on the size", () => {
    withSettings({ pnl_fee: 2, max_roi: 500, fee_mode: 'pnl' });
    const { unmount } = render(<CalculatorModal />);
    act(() => openCalculator());
    step('+1%');
    // 200% of $10 = $20 gross; (2 + 1)% fee = $0.60.
    expect(screen.getByText('PnL fee')).toBeTruthy();
    expect(screen.getByText(/3% of a profit \(2% \+ 1%\)/)).toBeTruthy();
    expect(result('Fee')).toBe('$0.60');
    expect(result('Profit')).toBe('$19.40');
    unmount();

    withSettings({ pnl_fee: 2, max_roi: 500, fee_mode: 'flat' });
    render(<CalculatorModal />);
    step('+1%');
    // Flat: 0.02% of the size $10 x 200 = $2000 → $0.40, whatever the result.
    expect(screen.getByText('Flat fee')).toBeTruthy();
    expect(result('Fee')).toBe('$0.40');
    expect(result('Profit')).toBe('$19.60');
    // No move, no gross: the flat fee is all that is lost.
    step('-1%');
    expect(result('Profit')).toBe('-$0.40');
  });

  it('falls back to the default settings when the licence names none, and closes with Escape', () => {
    withSettings(null);
    const dialog = openOverlay();
    expect(screen.getByText('PnL fee')).toBeTruthy();
    step('+10%');
    expect(result('ROI')).toBe('+1,000.00%');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog.isConnected).toBe(false);
  });
});
