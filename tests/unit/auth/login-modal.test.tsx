// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import {
  ATTEMPT_MESSAGES,
  ApiError,
  CODES,
  HTTP,
  MESSAGES,
  REGISTER_ERRORS,
  VALIDATION_TEXTS,
} from '@contract/index';
import { AuthModals, openAuthModal, useAuthModal, useSession } from '../../../src/app/features/auth';
import { usePreferences } from '../../../src/app/stores/app-store';
import { answer, bodiesOf, deferred, resetFakeApi, transport } from './fakes/api';
import { makeUser } from './fakes/user';
import { preloadAuthForms } from '../../../src/app/features/auth';

vi.mock('../../../src/app/api/api', () => import('./fakes/api'));
vi.mock('../../../src/app/api/guards', () => import('./fakes/guards'));
vi.mock('../../../src/app/components/toast', () => ({ toast: { error: vi.fn(), info: vi.fn() } }));

const CAPTCHA = 'captcha-response-1';

// The auth forms are split into their own chunk; load it once so renders are synchronous, as after idle preload.
beforeAll(() => preloadAuthForms());
beforeEach(() => {
  resetFakeApi();
  vi.mocked(toast.error).mockClear();
  localStorage.clear();
  useSession.setState({ user: null, token: null, status: 'guest' });
  usePreferences.setState({ referralCode: null });
  answer('GET /sanctum/csrf-cookie', () => ({ csrf: 'csrf' }));
  answer('POST /captcha/solve', () => ({ response: CAPTCHA }));
  answer('GET /api/user', () => makeUser());
});
afterEach(() => {
  cleanup();
  act(() => useAuthModal.getState().close());
});

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function solveCaptcha() {
  fireEvent.click(await screen.findByRole('checkbox', { name: 'I am human' }));
}

function openSignIn() {
  render(<AuthModals />);
  act(() => openAuthModal('auth'));
  type('Login or email', 'alice');
  type('Password', 'secret1');
}

function openSignUp() {
  render(<AuthModals />);
  act(() => openAuthModal('register'));
  type('Email', 'alice@example.com');
  type('Login', 'alice');
  type('Password', 'secret1');
  type('Confirm password', 'secret1');
}

describe('sign in', () => {
  it('shows the captcha on submit and signs in as soon as it is solved', async () => {
    answer('POST /auth/login', () => ({ user: makeUser({ token: 'token-9' }) }));
    openSignIn();
    expect(screen.queryByRole('checkbox', { name: 'I am human' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await solveCaptcha();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('POST /auth/login')).toEqual([{ login: 'alice', password: 'secret1', captcha: CAPTCHA }]);
    // The CSRF cookie comes first, then the login, then the user.
    const routes = vi.mocked((await import('./fakes/api')).api).mock.calls.map(([route]) => route);
    expect(routes.indexOf('GET /sanctum/csrf-cookie')).toBeLessThan(routes.indexOf('POST /auth/login'));
    await waitFor(() => expect(routes).toContain('GET /api/user'));
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', token: 'token-9' });
    expect(transport.setToken).toHaveBeenCalledWith('token-9');
    expect(transport.realtime.reconnect).toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('betkings:session') ?? '{}')).toEqual({
      user: { token: 'token-9', _id: 'u1', name: 'alice' },
    });
  });

  it('validates on the client before showing the captcha', async () => {
    render(<AuthModals />);
    act(() => openAuthModal('auth'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText(VALIDATION_TEXTS.required)).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: 'I am human' })).toBeNull();
  });

  it('disables the submit button while the solved captcha is being sent', async () => {
    const pending = deferred<{ user: ReturnType<typeof makeUser> }>();
    answer('POST /auth/login', () => pending.promise);
    openSignIn();
    const submit = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    fireEvent.click(submit);
    await solveCaptcha();
    await waitFor(() => expect(submit.disabled).toBe(true));
    await act(async () => pending.resolve({ user: makeUser() }));
  });

  it('toasts wrong credentials and clears the captcha after a failed attempt', async () => {
    answer('POST /auth/login', () => {
      throw new ApiError(HTTP.unauthorized, {
        code: CODES.wrongCredentials,
        message: MESSAGES.wrongCredentials,
      });
    });
    openSignIn();
    const submit = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    fireEvent.click(submit);
    await solveCaptcha();

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.wrongCredentials));
    expect(screen.queryByRole('checkbox', { name: 'I am human' })).toBeNull();
    expect(submit.disabled).toBe(false);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(useSession.getState().status).toBe('guest');

    // The next attempt needs a fresh captcha.
    fireEvent.click(submit);
    expect(((await screen.findByRole('checkbox', { name: 'I am human' })) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('switches to the forgot-password form', () => {
    render(<AuthModals />);
    act(() => openAuthModal('auth'));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeTruthy();
  });
});

describe('sign up', () => {
  it('keeps the submit button disabled until the age box is ticked', () => {
    openSignUp();
    const submit = screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I confirm I am 18 or older and accept the Terms'));
    expect(submit.disabled).toBe(false);
  });

  it('prefills the invite code from the stored referral code and sends it', async () => {
    usePreferences.setState({ referralCode: 'FRIEND' });
    answer('POST /auth/register', () => ({ user: makeUser() }));
    openSignUp();
    expect((screen.getByLabelText('Invite code (optional)') as HTMLInputElement).value).toBe('FRIEND');
    fireEvent.click(screen.getByLabelText('I confirm I am 18 or older and accept the Terms'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await solveCaptcha();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('POST /auth/register')).toEqual([
      {
        email: 'alice@example.com',
        name: 'alice',
        password: 'secret1',
        captcha: CAPTCHA,
        inviteCode: 'FRIEND',
      },
    ]);
  });

  it("toasts the server's own text for a locked login (429, minutes left)", async () => {
    const locked = ATTEMPT_MESSAGES.loginLocked(12);
    answer('POST /auth/login', () => {
      throw new ApiError(HTTP.tooManyRequests, { code: CODES.tooManyAttempts, message: locked });
    });
    openSignIn();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await solveCaptcha();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(locked));
    expect(toast.error).not.toHaveBeenCalledWith(MESSAGES.wrongCredentials);
  });

  it('shows the per-field messages of a 422 answer under the fields', async () => {
    answer('POST /auth/register', () => {
      throw new ApiError(HTTP.unprocessable, {
        code: CODES.validation,
        message: 'The given data was invalid.',
        errors: { email: [VALIDATION_TEXTS.emailTaken], name: [VALIDATION_TEXTS.loginTaken] },
      });
    });
    openSignUp();
    fireEvent.click(screen.getByLabelText('I confirm I am 18 or older and accept the Terms'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await solveCaptcha();

    expect(await screen.findByText(VALIDATION_TEXTS.emailTaken)).toBeTruthy();
    expect(screen.getByText(VALIDATION_TEXTS.loginTaken)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('checkbox', { name: 'I am human' })).toBeNull();
  });

  it('shows the catalogue text of register codes 1 and 2', async () => {
    answer('POST /auth/register', () => {
      throw new ApiError(HTTP.badRequest, { code: 2, message: 'server text' });
    });
    openSignUp();
    fireEvent.click(screen.getByLabelText('I confirm I am 18 or older and accept the Terms'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await solveCaptcha();
    expect(await screen.findByText(REGISTER_ERRORS[2])).toBeTruthy();
  });

  it('reports mismatching passwords before the captcha', async () => {
    openSignUp();
    type('Confirm password', 'other');
    fireEvent.click(screen.getByLabelText('I confirm I am 18 or older and accept the Terms'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(VALIDATION_TEXTS.passwordMismatch)).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'I am human' })).toBeNull();
  });
});
