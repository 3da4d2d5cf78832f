// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemePicker } from '../../../src/app/layout/sidebar/ThemePicker';
import { useAppStore } from '../../../src/app/stores/app-store';

beforeEach(() => {
  useAppStore.setState({ theme: 'main' });
  delete document.documentElement.dataset.theme;
});
afterEach(cleanup);

describe('theme picker', () => {
  it('offers Dark, Gray, Blue and Green, with the current one checked', () => {
    render(<ThemePicker />);
    const group = screen.getByRole('group', { name: 'Theme' });
    const options = ['Dark', 'Gray', 'Blue', 'Green'].map((name) => screen.getByRole('radio', { name }));
    expect(group.contains(options[0]!)).toBe(true);
    expect((options[0] as HTMLInputElement).checked).toBe(true);
  });

  it('choosing a theme sets the store and <html data-theme>', () => {
    render(<ThemePicker />);
    fireEvent.click(screen.getByRole('radio', { name: 'Green' }));
    expect(useAppStore.getState().theme).toBe('greenTheme');
    expect(document.documentElement.dataset.theme).toBe('greenTheme');
    expect((screen.getByRole('radio', { name: 'Green' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(document.documentElement.dataset.theme).toBe('blueTheme');
  });
});
