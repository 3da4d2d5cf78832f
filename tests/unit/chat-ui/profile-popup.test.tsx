// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import { TIP_MESSAGES } from '@contract/index';
import { UserProfilePopup } from '../../../src/app/features/profile/UserProfilePopup';
import { useProfilePopup } from '../../../src/app/features/profile/profile-popup-store';
import { apiError, bodiesOf, failWith, profileAnswer, renderAt, requestHandlers, resetChat } from './fakes';

vi.mock('../../../src/app/components/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const openPopup = (userId = 'u2') => {
  useProfilePopup.setState({ userId });
  return renderAt(<UserProfilePopup userId={userId} />);
};
const dialog = (name: string) => screen.getByRole('dialog', { name });

beforeEach(() => {
  resetChat();
  vi.mocked(toast.success).mockClear();
  requestHandlers.set('POST /api/profile/getUser', () => profileAnswer());
});
afterEach(cleanup);

describe('user profile popup', () => {
  it('shows the avatar, name, full-profile link, join date, wagered in dollars and games', async () => {
    await openPopup();
    expect(bodiesOf('POST /api/profile/getUser')).toEqual([{ id: 'u2' }]);
    const popup = dialog('bob');
    expect(within(popup).getByRole('link', { name: 'View full profile' }).getAttribute('href')).toBe(
      '/profile/u2',
    );
    expect(within(popup).getByText('5 Mar 2024')).toBeTruthy();
    expect(within(popup).getByText('$1,234.50')).toBeTruthy();
    expect(within(popup).getByText('321')).toBeTruthy();
    expect(within(popup).queryByRole('link', { name: 'Admin page' })).toBeNull();
  });

  it("shows the admin cog to /admin/user/{id} in a new tab with the permission 'users'", async () => {
    resetChat({ user: { permissions: [{ id: 'users', active: true }] } });
    requestHandlers.set('POST /api/profile/getUser', () => profileAnswer());
    await openPopup();
    const cog = within(dialog('bob')).getByRole('link', { name: 'Admin page' });
    expect(cog.getAttribute('href')).toBe('/admin/user/u2');
    expect(cog.getAttribute('target')).toBe('_blank');
  });

  it('hides a private player from guests and from players without ignore_privacy', async () => {
    resetChat({ user: null });
    requestHandlers.set('POST /api/profile/getUser', () => profileAnswer({ private_bets: true }));
    await openPopup();
    const popup = dialog('Hidden');
    expect(within(popup).getByText('This profile is private.')).toBeTruthy();
    expect(within(popup).queryByText('bob')).toBeNull();
    expect(within(popup).queryByRole('link', { name: 'View full profile' })).toBeNull();
    expect(within(popup).queryByRole('button', { name: 'Tip' })).toBeNull();
  });

  it('treats a refused (403) profile as private', async () => {
    failWith('POST /api/profile/getUser', apiError(403, { code: 0, message: 'private' }));
    await openPopup();
    expect(within(dialog('Hidden')).getByText('This profile is private.')).toBeTruthy();
  });

  it('shows a private player to viewers with ignore_privacy', async () => {
    resetChat({ user: { permissions: [{ id: 'ignore_privacy', active: true }] } });
    requestHandlers.set('POST /api/profile/getUser', () => profileAnswer({ private_bets: true }));
    await openPopup();
    expect(within(dialog('bob')).getByRole('link', { name: 'View full profile' })).toBeTruthy();
  });

  it('names an unknown player with the catalogue text', async () => {
    failWith(
      'POST /api/profile/getUser',
      apiError(404, { code: 404, message: 'general.error.unknown_user' }),
    );
    await openPopup();
    expect(within(dialog('Player profile')).getByRole('alert').textContent).toBe('Unknown user.');
  });

  it('offers no tip to guests or on the own profile', async () => {
    requestHandlers.set('POST /api/profile/getUser', () => profileAnswer({ _id: 'u1', name: 'alice' }));
    await openPopup('u1');
    expect(within(dialog('alice')).queryByRole('button', { name: 'Tip' })).toBeNull();
    cleanup();
    resetChat({ user: null });
    requestHandlers.set('POST /api/profile/getUser', () => profileAnswer());
    await openPopup();
    expect(within(dialog('bob')).queryByRole('button', { name: 'Tip' })).toBeNull();
  });

  it('closes', async () => {
    await openPopup();
    fireEvent.click(within(dialog('bob')).getByRole('button', { name: 'Close' }));
    expect(useProfilePopup.getState().userId).toBeNull();
  });
});

describe('tip form', () => {
  async function openTipForm() {
    await openPopup();
    fireEvent.click(within(dialog('bob')).getByRole('button', { name: 'Tip' }));
    return screen.getByRole('form', { name: 'Tip bob' });
  }
  const submit = async (form: HTMLElement) => {
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Send tip' }));
    });
  };

  it.each(['', '0', '-1', 'abc', '1.2.3'])('refuses the amount %j without calling', async (amount) => {
    const form = await openTipForm();
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: amount } });
    await submit(form);
    expect(within(form).getByRole('alert').textContent).toBe(TIP_MESSAGES.invalidAmount);
    expect(bodiesOf('POST /api/user/tip')).toEqual([]);
  });

  it('sends the tip by name in the chosen currency to the room, then closes the form', async () => {
    requestHandlers.set('POST /api/user/tip', () => ({ ok: true }));
    const form = await openTipForm();
    expect((within(form).getByLabelText('Currency') as HTMLSelectElement).value).toBe('btc');
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '1.5' } });
    fireEvent.change(within(form).getByLabelText('Currency'), { target: { value: 'usdt' } });
    await submit(form);
    expect(bodiesOf('POST /api/user/tip')).toEqual([
      { name: 'bob', amount: 1.5, currency: 'usdt', channel: 'casino_en' },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Tip sent');
    expect(screen.queryByRole('form', { name: 'Tip bob' })).toBeNull();
  });

  it("shows the server's 422 texts: the amount under its field, the name above the button", async () => {
    failWith(
      'POST /api/user/tip',
      apiError(422, {
        code: 422,
        message: TIP_MESSAGES.invalidAmount,
        errors: { amount: [TIP_MESSAGES.invalidAmount] },
      }),
    );
    const form = await openTipForm();
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '999' } });
    await submit(form);
    expect(within(form).getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('alert').textContent).toBe(TIP_MESSAGES.invalidAmount);

    failWith(
      'POST /api/user/tip',
      apiError(422, {
        code: 422,
        message: TIP_MESSAGES.invalidUsername,
        errors: { name: [TIP_MESSAGES.invalidUsername] },
      }),
    );
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '1' } });
    await submit(form);
    expect(within(form).getByRole('alert').textContent).toBe(TIP_MESSAGES.invalidUsername);
  });
});
