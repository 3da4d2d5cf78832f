// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ChatColumn, ChatToggle } from '../../../src/app/features/chat';
import { useAppStore } from '../../../src/app/stores/app-store';
import { renderAt, resetChat } from './fakes';

vi.mock('../../../src/app/components/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

const column = () => document.getElementById('chat-column')!;
const toggle = () => screen.getByRole('button', { name: 'Toggle chat' });
const renderLayout = () =>
  renderAt(
    <>
      <ChatToggle />
      <ChatColumn />
    </>,
  );

beforeEach(() => {
  resetChat();
  // A closed chat from an earlier visit must not keep a wide screen's chat closed.
  useAppStore.setState({ chat: 'closed' });
});
afterEach(() => {
  cleanup();
  setWidth(1024);
});

describe('chat column', () => {
  it('is open above 1200 px, with the level card, and closes at 1200 px or less', async () => {
    setWidth(1400);
    await renderLayout();
    expect(await screen.findByRole('heading', { name: 'Online Chat' })).toBeTruthy();
    expect(column().hidden).toBe(false);
    expect(screen.getByRole('complementary', { name: 'Chat' })).toBe(column());
    expect(screen.getByRole('region', { name: 'Your level' })).toBeTruthy();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');

    setWidth(1200);
    expect(column().hidden).toBe(true);
    expect(useAppStore.getState().chat).toBe('closed');
    expect(screen.queryByRole('heading', { name: 'Online Chat' })).toBeNull();
  });

  it('starts closed at 1200 px or less and opens from the header as a drawer, without the level card', async () => {
    setWidth(1000);
    await renderLayout();
    expect(column().hidden).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle());
    expect(await screen.findByRole('heading', { name: 'Online Chat' })).toBeTruthy();
    expect(column().className).toContain('chat-column--drawer');
    expect(screen.queryByRole('region', { name: 'Your level' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(column().hidden).toBe(true);
  });
});
