// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, CODES, HTTP, VALIDATION_TEXTS } from '@contract/index';
import { AuthModals, useSession } from '../../../src/app/features/auth';
import { answer, bodiesOf, resetFakeApi } from './fakes/api';
import { makeUser } from './fakes/user';
import { preloadAuthForms } from '../../../src/app/features/auth';

vi.mock('../../../src/app/api/api', () => import('./fakes/api'));
vi.mock('../../../src/app/api/guards', () => import('./fakes/guards'));
vi.mock('../../../src/app/components/toast', () => ({ toast: { error: vi.fn(), info: vi.fn() } }));

// The auth forms are split into their own chunk; load it once so renders are synchronous, as after idle preload.
beforeAll(() => preloadAuthForms());
beforeEach(() => {
  resetFakeApi();
  useSession.setState({ user: makeUser({ email: null }), token: 'token-1', status: 'signedIn' });
});
afterEach(cleanup);

function save(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Save email' }));
}

describe('forced email modal', () => {
  it('opens only for a signed-in user without an email, and cannot be dismissed', () => {
    render(<AuthModals />);
    expect(screen.getByRole('dialog', { name: 'Set your email' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Set your email' })).toBeTruthy();
    cleanup();

    useSession.setState({ user: makeUser() });
    render(<AuthModals />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server message under the field on 422', async () => {
    answer('POST /api/user/updateEmail', () => {
      throw new ApiError(HTTP.unprocessable, {
        code: CODES.validation,
        message: 'invalid',
        errors: { email: [VALIDATION_TEXTS.emailTaken] },
      });
    });
    render(<AuthModals />);
    save('taken@example.com');
    expect(await screen.findByText(VALIDATION_TEXTS.emailTaken)).toBeTruthy();
  });

  it('saves the email, refreshes the user and closes', async () => {
    answer('POST /api/user/updateEmail', ({ email }) => ({ user: makeUser({ email }) }));
    answer('POST /auth/update', () => ({ user: makeUser({ email: 'new@example.com' }) }));
    render(<AuthModals />);
    save('New@Example.com');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('POST /api/user/updateEmail')).toEqual([{ email: 'new@example.com' }]);
    expect(bodiesOf('POST /auth/update')).toHaveLength(1);
  });
});
