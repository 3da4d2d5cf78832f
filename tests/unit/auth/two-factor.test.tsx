// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import { ATTEMPT_MESSAGES, ApiError, CODES, HTTP, MESSAGES } from '@contract/index';
import { AuthModals, preloadAuthForms, useAuthModal, useSession } from '../../../src/app/features/auth';
import { makeUser } from './fakes/user';
import { deferred, resetFakeApi } from './fakes/api';
import { submitTwoFactor, useSessionGuard, useTwoFactorGuard } from './fakes/guards';

vi.mock('../../../src/app/api/api', () => import('./fakes/api'));
vi.mock('../../../src/app/api/guards', () => import('./fakes/guards'));
vi.mock('../../../src/app/components/toast', () => ({ toast: { error: vi.fn(), info: vi.fn() } }));

const box = (n: number) => screen.getByLabelText(`Digit ${n}`) as HTMLInputElement;
const boxes = () => [1, 2, 3, 4, 5, 6].map(box);

function typeDigits(digits: string, from = 1) {
  [...digits].forEach((digit, offset) => fireEvent.change(box(from + offset), { target: { value: digit } }));
}

// The auth forms load in their own chunk: loaded once up front, none arrives after the tests have ended.
beforeAll(() => preloadAuthForms());
beforeEach(() => {
  resetFakeApi();
  submitTwoFactor.mockReset();
  vi.mocked(toast.error).mockClear();
  useTwoFactorGuard.setState({ open: true, checking: false });
  useSessionGuard.setState({ sessionExpired: false });
});
afterEach(() => {
  cleanup();
  useTwoFactorGuard.setState({ open: false, checking: false });
});

describe('two-factor modal', () => {
  it('cannot be dismissed and counts the digits remaining', () => {
    render(<AuthModals />);
    expect(screen.getByRole('dialog', { name: 'Two-factor authentication' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByText('6 digits remaining')).toBeTruthy();
    expect(boxes().map((input) => input.maxLength)).toEqual([2, 2, 2, 2, 2, 1]);

    typeDigits('12');
    expect(screen.getByText('4 digits remaining')).toBeTruthy();
    expect(document.activeElement).toBe(box(3));
    expect(submitTwoFactor).not.toHaveBeenCalled();
  });

  it('sends the code at the sixth digit and shows an ellipsis while checking', async () => {
    const check = deferred<boolean>();
    submitTwoFactor.mockReturnValue(check.promise);
    render(<AuthModals />);
    typeDigits('12345');
    expect(submitTwoFactor).not.toHaveBeenCalled();
    typeDigits('6', 6);

    expect(submitTwoFactor).toHaveBeenCalledWith('123456');
    expect(screen.getByRole('status').textContent).toBe('…');
    expect(boxes().every((input) => input.disabled)).toBe(true);

    await act(async () => check.resolve(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('on a wrong code clears the boxes, focuses the first, toasts and re-enables', async () => {
    const check = deferred<boolean>();
    submitTwoFactor.mockReturnValue(check.promise);
    render(<AuthModals />);
    typeDigits('654321');
    await act(async () => check.resolve(false));

    expect(toast.error).toHaveBeenCalledWith(MESSAGES.wrongTwoFactorCode);
    expect(boxes().map((input) => input.value)).toEqual(['', '', '', '', '', '']);
    expect(boxes().every((input) => !input.disabled)).toBe(true);
    expect(document.activeElement).toBe(box(1));
    expect(screen.getByText('6 digits remaining')).toBeTruthy();
  });

  it("toasts the server's text when codes are locked for a while (429), and stays open", async () => {
    const locked = ATTEMPT_MESSAGES.twoFactorLocked(5);
    submitTwoFactor.mockRejectedValue(
      new ApiError(HTTP.tooManyRequests, { code: CODES.tooManyAttempts, message: locked }),
    );
    render(<AuthModals />);
    await act(async () => typeDigits('111111'));
    expect(toast.error).toHaveBeenCalledWith(locked);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(boxes().every((input) => !input.disabled && input.value === '')).toBe(true);
  });

  it('signs out and offers the login when the session was ended for too many codes (401)', async () => {
    useSession.getState().startSession(makeUser(), 'pending-token');
    const ended = new ApiError(HTTP.unauthorized, {
      code: CODES.tooManyAttempts,
      message: ATTEMPT_MESSAGES.twoFactorRevoked,
    });
    submitTwoFactor.mockRejectedValue(ended);
    render(<AuthModals />);
    await act(async () => typeDigits('222222'));
    expect(toast.error).toHaveBeenCalledWith(ATTEMPT_MESSAGES.twoFactorRevoked);
    expect(useSession.getState()).toMatchObject({ status: 'guest', token: null });
    expect(useTwoFactorGuard.getState().open).toBe(false);
    expect(useAuthModal.getState().view).toBe('auth');
  });

  it('fills every box from a pasted code and sends it', () => {
    submitTwoFactor.mockResolvedValue(true);
    render(<AuthModals />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => '987 654' } });
    expect(submitTwoFactor).toHaveBeenCalledWith('987654');
  });

  it('spills a second digit typed into a filled box over into the next one', () => {
    render(<AuthModals />);
    typeDigits('1');
    fireEvent.change(box(1), { target: { value: '17' } });
    expect(boxes().map((input) => input.value)).toEqual(['1', '7', '', '', '', '']);
    expect(document.activeElement).toBe(box(3));
  });
});

describe('expired session', () => {
  it('shows a loading modal that cannot be dismissed', () => {
    useTwoFactorGuard.setState({ open: false });
    useSessionGuard.setState({ sessionExpired: true });
    render(<AuthModals />);
    const dialog = screen.getByRole('dialog', { name: `${MESSAGES.sessionExpired}, reloading…` });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog.isConnected).toBe(true);
  });
});
