// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import { USER_EVENTS, userChannel, type Notification } from '@contract/index';
import { setTransport } from '../../../src/app/api/api';
import { useSession } from '../../../src/app/features/auth/session/session-store';
import { NotificationBell } from '../../../src/app/features/notifications/NotificationBell';
import { NotificationsList } from '../../../src/app/features/notifications/NotificationsList';
import { relativeTime } from '../../../src/app/features/notifications/relative-time';
import { makeUser } from '../auth/fakes/user';
import { setSession, signOut } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';

vi.mock('../../../src/app/components/toast', () => ({ toast: vi.fn() }));

const fake = createFakeTransport();
const NOW = Date.UTC(2026, 4, 10, 12);
const user = makeUser({ _id: 'u1', vipLevel: 0 });

const note = (id: string, minutesAgo: number, icon = 'gift'): Notification => ({
  _id: id,
  icon,
  text: `Reward ${id}`,
  createdAt: NOW - minutesAgo * 60_000,
});

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const emitNotification = (notification: Notification) =>
  fake.emit(userChannel(user._id), USER_EVENTS.notification, notification);

async function renderBell(list: Notification[]) {
  fake.requestHandlers.set('POST /api/data/notifications', () => list);
  await act(async () => {
    render(<NotificationBell />);
  });
}

beforeEach(() => {
  setTransport(fake.transport);
  fake.reset();
  fake.setServerTime(NOW);
  localStorage.clear();
  vi.mocked(toast).mockClear();
  setSession(user);
});
afterEach(() => {
  cleanup();
  signOut();
});

describe('the notifications bell', () => {
  it('counts the unread ones and lists them newest first with their time on the server clock', async () => {
    await renderBell([note('a', 90), note('b', 2), note('c', 60 * 24 * 3)]);
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread');
    fireEvent.click(bell());
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    // The list's chunk loads on demand.
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Reward b2 minutes ago',
      'Reward a1 hour ago',
      'Reward c3 days ago',
    ]);
  });

  it('adds a new one from the private channel on top, with a toast', async () => {
    await renderBell([note('a', 5)]);
    emitNotification(note('new', 0, 'cashback'));
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread');
    expect(toast).toHaveBeenCalledWith('Reward new');
    // The same event twice counts once.
    emitNotification(note('new', 0, 'cashback'));
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread');
  });

  it('reloads the user on a level-up, so the level shown follows', async () => {
    const refreshUser = vi.spyOn(useSession.getState(), 'refreshUser').mockResolvedValue();
    await renderBell([]);
    emitNotification(note('up', 0, 'vip'));
    expect(refreshUser).toHaveBeenCalledTimes(1);
    emitNotification(note('gift', 0, 'gift'));
    expect(refreshUser).toHaveBeenCalledTimes(1);
    refreshUser.mockRestore();
  });

  it('marks all read, kept in this browser for this player only', async () => {
    await renderBell([note('a', 5), note('b', 1)]);
    fireEvent.click(bell());
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect((screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    // Another page load: the marks stay; a new notification is unread.
    await renderBell([note('c', 0), note('a', 5), note('b', 1)]);
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread');
    cleanup();

    // Another player on this browser has marks of their own.
    setSession(makeUser({ _id: 'u2' }));
    await renderBell([note('a', 5)]);
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread');
  });

  it('says when there are none, and offers a retry when the list fails', async () => {
    fake.requestHandlers.set('POST /api/data/notifications', () => {
      throw new Error('down');
    });
    await act(async () => {
      render(<NotificationBell />);
    });
    fireEvent.click(bell());
    expect((await screen.findByRole('alert')).textContent).toMatch('could not be loaded');
    fake.requestHandlers.set('POST /api/data/notifications', () => []);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByText(/No notifications yet/)).toBeTruthy();
  });

  it('stops following when the player signs out', async () => {
    await renderBell([note('a', 5)]);
    expect(fake.listenerCount()).toBe(1);
    act(() => signOut());
    expect(fake.listenerCount()).toBe(0);
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});

describe('relative times', () => {
  it('use years, months of 30 days, days, hours, minutes and seconds', () => {
    const ago = (ms: number) => relativeTime(NOW - ms, NOW);
    expect(ago(400 * 86_400_000)).toBe('1 year ago');
    expect(ago(61 * 86_400_000)).toBe('2 months ago');
    expect(ago(29 * 86_400_000)).toBe('29 days ago');
    expect(ago(3_600_000)).toBe('1 hour ago');
    expect(ago(45_000)).toBe('45 seconds ago');
    expect(ago(-5_000)).toBe('just now');
  });
});

// The list renders by itself too (the panel's lazy chunk).
it('the list alone shows its loading state before the first answer', () => {
  render(<NotificationsList />);
  expect(screen.getByRole('status').textContent).toBe('Loading…');
});
