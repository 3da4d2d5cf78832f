// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ApiError, HTTP, MESSAGES } from '@contract/index';
import { AuthModals, useAuthModal } from '../../../src/app/features/auth';
import { answer, bodiesOf, deferred, resetFakeApi } from './fakes/api';
import { preloadAuthForms } from '../../../src/app/features/auth';

vi.mock('../../../src/app/api/api', () => import('./fakes/api'));
vi.mock('../../../src/app/api/guards', () => import('./fakes/guards'));
vi.mock('../../../src/app/components/toast', () => ({ toast: { error: vi.fn(), info: vi.fn() } }));

// The auth forms are split into their own chunk; load it once so renders are synchronous, as after idle preload.
beforeAll(() => preloadAuthForms());
beforeEach(resetFakeApi);
afterEach(() => {
  cleanup();
  act(() => useAuthModal.getState().close());
});

function openForgotPassword() {
  render(<AuthModals />);
  act(() => useAuthModal.getState().open('forgot'));
  fireEvent.change(screen.getByLabelText('Login or email'), { target: { value: 'alice' } });
}

describe('forgot password', () => {
  it('disables the button while sending, then confirms', async () => {
    const call = deferred<{ success: true }>();
    answer('POST /auth/resetPassword', () => call.promise);
    openForgotPassword();
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    const sending = (await screen.findByRole('button', { name: 'Sending…' })) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    expect(screen.queryByText(MESSAGES.resetPasswordSent)).toBeNull();

    await act(async () => call.resolve({ success: true }));
    expect(screen.getByText(MESSAGES.resetPasswordSent)).toBeTruthy();
    expect(bodiesOf('POST /auth/resetPassword')).toEqual([{ login: 'alice' }]);
  });

  it('shows the same confirmation when the call fails, so accounts are not revealed', async () => {
    answer('POST /auth/resetPassword', () => {
      throw new ApiError(HTTP.notFound, { code: 404, message: 'No such user' });
    });
    openForgotPassword();
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MESSAGES.resetPasswordSent)).toBeTruthy();
    expect(screen.queryByText('No such user')).toBeNull();
  });

  it('goes back to the sign-in tab', () => {
    render(<AuthModals />);
    act(() => useAuthModal.getState().open('forgot'));
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('true');
  });
});
