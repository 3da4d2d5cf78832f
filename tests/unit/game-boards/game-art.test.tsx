// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CHIPS } from '@contract/index';
import {
  CellGrid,
  Chip,
  MultiplierDisplay,
  PlayingCard,
  cardName,
  chipIndex,
  chipLabel,
  formatChance,
  formatMultiplier,
  formatMultiplierShort,
} from '../../../src/app/components/game-art';

afterEach(cleanup);

describe('PlayingCard', () => {
  it('names every card like a person says it', () => {
    // Index = suit × 13 + rank, suits diamonds, hearts, spades, clubs, ranks 2 .. A.
    expect(cardName(0)).toBe('2 of diamonds');
    expect(cardName(13 + 8)).toBe('10 of hearts');
    expect(cardName(26 + 9)).toBe('Jack of spades');
    expect(cardName(39 + 10)).toBe('Queen of clubs');
    expect(cardName(11)).toBe('King of diamonds');
    expect(cardName(51)).toBe('Ace of clubs');
  });

  it('is an image with the card name, or a face-down card', () => {
    render(
      <>
        <PlayingCard card={21} />
        <PlayingCard card={51} faceUp={false} />
        <PlayingCard />
        <PlayingCard card={12} label="Dealer: Ace of diamonds" />
      </>,
    );
    expect(screen.getByRole('img', { name: '10 of hearts' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Face-down card' })).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Dealer: Ace of diamonds' })).toBeTruthy();
  });

  it('shows which side is up and flips by its class, dealt after its delay, still on request', () => {
    const { rerender } = render(<PlayingCard card={5} faceUp={false} deal delay={300} />);
    const card = screen.getByRole('img');
    expect(card.className).toContain('playing-card--down');
    expect(card.className).toContain('playing-card--deal');
    expect(card.style.getPropertyValue('--art-delay')).toBe('300ms');
    rerender(<PlayingCard card={5} deal delay={300} still />);
    expect(card.className).toContain('playing-card--up');
    expect(card.className).toContain('art-still');
    expect(screen.getByRole('img', { name: '7 of diamonds' })).toBe(card);
  });

  it('treats an index outside 0..51 as unknown', () => {
    render(<PlayingCard card={52} />);
    expect(screen.getByRole('img', { name: 'Face-down card' })).toBeTruthy();
  });
});

describe('Chip', () => {
  it('labels amounts in the chip list units and colours by the chip list index', () => {
    expect(chipLabel(1e-8)).toBe('1');
    expect(chipLabel(3e-8)).toBe('3');
    expect(chipLabel(1e-5)).toBe('1K');
    expect(chipLabel(1.5e-5)).toBe('1.5K');
    expect(chipLabel(0.01)).toBe('1M');
    expect(chipLabel(1e4)).toBe('1T');
    CHIPS.forEach((chip, index) => {
      expect(chipIndex(chip.value)).toBe(index);
      expect(chipLabel(chip.value)).toBe(chip.display);
    });
    expect(chipIndex(0.5)).toBe(CHIPS.findIndex((chip) => chip.value === 0.1));

    render(<Chip value={1e-5} label="Chip 1K" />);
    const chip = screen.getByRole('img', { name: 'Chip 1K' });
    expect(chip.textContent).toBe('1K');
    expect(chip.getAttribute('data-chip-index')).toBe('3');
    expect(chip.style.getPropertyValue('--chip-colour')).toBe('var(--chip-3)');
  });

  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Chip value={1} />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('100M');
  });
});

describe('CellGrid', () => {
  const cells = Array.from({ length: 6 }, (_, index) => ({
    label: `Cell ${index + 1}`,
    content: index + 1,
    disabled: index === 4,
    pressed: index === 0,
    states: [index === 1 && 'hit'],
  }));

  it('selects a cell, refuses disabled ones and a disabled grid', () => {
    const onSelect = vi.fn();
    const onSecondary = vi.fn();
    const { rerender } = render(
      <CellGrid cells={cells} columns={3} label="Test grid" onSelect={onSelect} onSecondary={onSecondary} />,
    );
    expect(screen.getByRole('group', { name: 'Test grid' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cell 2' }));
    expect(onSelect).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: 'Cell 2' }).className).toContain('cell-grid__cell--hit');
    expect(screen.getByRole('button', { name: 'Cell 1' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Cell 5' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    fireEvent.contextMenu(screen.getByRole('button', { name: 'Cell 3' }));
    expect(onSecondary).toHaveBeenCalledWith(2);

    rerender(<CellGrid cells={cells} columns={3} label="Test grid" onSelect={onSelect} disabled />);
    fireEvent.click(screen.getByRole('button', { name: 'Cell 3' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Cell 3' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('is one tab stop, and arrow keys move between cells', () => {
    const onSecondary = vi.fn();
    render(<CellGrid cells={cells} columns={3} label="Test grid" onSecondary={onSecondary} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[4]);
    expect(buttons[4]!.tabIndex).toBe(0);
    fireEvent.keyDown(buttons[4]!, { key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0]!, { key: 'Delete' });
    expect(onSecondary).toHaveBeenCalledWith(0);
  });
});

describe('MultiplierDisplay', () => {
  it('shows the value at once when not animated, with its tone', () => {
    const { container } = render(<MultiplierDisplay value={2.5} animate={false} tone="win" label="Result" />);
    expect(container.textContent).toContain('2.50×');
    expect(screen.getByRole('status').textContent).toBe('Result: 2.50×');
    expect(container.firstElementChild?.className).toContain('multiplier-display--win');
  });

  it('counts up to the value and only then takes its tone', async () => {
    const { container } = render(<MultiplierDisplay value={1000} duration={60} tone="lose" runKey="a" />);
    const root = container.firstElementChild!;
    expect(root.className).toContain('multiplier-display--counting');
    expect(root.className).not.toContain('multiplier-display--lose');
    await waitFor(() => expect(root.className).toContain('multiplier-display--lose'));
    expect(container.textContent).toContain('1,000.00×');
  });

  it('formats multipliers and chances', () => {
    expect(formatMultiplier(1.0725)).toBe('1.07×');
    expect(formatMultiplier(1_000_000)).toBe('1,000,000.00×');
    expect(formatMultiplier(1.999999999)).toBe('2.00×');
    expect(formatMultiplier(1.125)).toBe('1.13×');
    expect(formatMultiplierShort(66_437_775.36)).toBe('66.44M×');
    expect(formatMultiplierShort(41.67146517)).toBe('41.67×');
    expect(formatChance(0.495)).toBe('49.50%');
  });
});
