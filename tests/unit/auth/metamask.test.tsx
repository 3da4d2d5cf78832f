// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import { verifyMessage } from 'viem';
import { ApiError, HTTP, METAMASK_ERRORS, metamaskMessage } from '@contract/index';
import { AuthModals, MetaMaskButton, preloadAuthForms, useSession } from '../../../src/app/features/auth';
import { signInWithMetaMask } from '../../../src/app/features/auth/metamask/metamask-login';
import { answer, bodiesOf, resetFakeApi } from './fakes/api';
import { makeUser } from './fakes/user';

vi.mock('../../../src/app/api/api', () => import('./fakes/api'));
vi.mock('../../../src/app/api/guards', () => import('./fakes/guards'));
vi.mock('../../../src/app/components/toast', () => ({ toast: { error: vi.fn(), info: vi.fn() } }));

type WalletWindow = Window & { ethereum?: unknown };
const DEMO_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

// The auth forms load in their own chunk: loaded once up front, none arrives after the tests have ended.
beforeAll(() => preloadAuthForms());
beforeEach(() => {
  resetFakeApi();
  vi.mocked(toast.error).mockClear();
  delete (window as WalletWindow).ethereum;
  useSession.setState({ user: null, token: null, status: 'guest' });
  resizeTo(1280);
  answer('POST /auth/metamask/nonce', () => ({ nonce: 'n-42' }));
  answer('POST /auth/metamask/signature', () => ({ user: makeUser({ token: 'wallet-token' }) }));
  answer('GET /api/user', () => makeUser());
});
afterEach(cleanup);

async function clickSignIn() {
  render(
    <>
      <MetaMaskButton />
      <AuthModals />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Sign in with MetaMask' }));
  return screen.findByRole('dialog', { name: 'Signature request' });
}

describe('MetaMask sign-in', () => {
  it('is hidden on windows 991 px wide or less', () => {
    resizeTo(991);
    render(<MetaMaskButton />);
    expect(screen.queryByRole('button', { name: 'Sign in with MetaMask' })).toBeNull();
    act(() => resizeTo(992));
    expect(screen.getByRole('button', { name: 'Sign in with MetaMask' })).toBeTruthy();
  });

  it('reports a missing wallet', async () => {
    await signInWithMetaMask();
    expect(toast.error).toHaveBeenCalledWith(METAMASK_ERRORS.notInstalled);
  });

  it('signs the nonce sentence with the emulated wallet in sim mode and logs in', async () => {
    const dialog = await clickSignIn();
    expect(dialog.textContent).toContain(metamaskMessage('n-42'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));

    await waitFor(() => expect(useSession.getState().status).toBe('signedIn'));
    expect(bodiesOf('POST /auth/metamask/nonce')).toEqual([{ account: DEMO_ADDRESS }]);
    const [sent] = bodiesOf('POST /auth/metamask/signature') as {
      message: string;
      signature: `0x${string}`;
      address: `0x${string}`;
      nonce: string;
    }[];
    expect(sent).toMatchObject({ message: metamaskMessage('n-42'), address: DEMO_ADDRESS, nonce: 'n-42' });
    expect(
      await verifyMessage({ address: DEMO_ADDRESS, message: sent!.message, signature: sent!.signature }),
    ).toBe(true);
    expect(useSession.getState().token).toBe('wallet-token');
  });

  it('stops silently when the user rejects the signature', async () => {
    await clickSignIn();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Sign in with MetaMask' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(toast.error).not.toHaveBeenCalled();
    expect(bodiesOf('POST /auth/metamask/signature')).toEqual([]);
  });

  it('reports a failed nonce and a refused signature with the catalogue texts', async () => {
    const wallet = {
      request: vi.fn(async ({ method }: { method: string }) =>
        method === 'personal_sign' ? '0xab' : [DEMO_ADDRESS],
      ),
    };
    (window as WalletWindow).ethereum = wallet;

    answer('POST /auth/metamask/nonce', () => {
      throw new ApiError(HTTP.serverError, { code: 0, message: 'down' });
    });
    await signInWithMetaMask();
    expect(toast.error).toHaveBeenLastCalledWith(METAMASK_ERRORS.nonceFailed);

    answer('POST /auth/metamask/nonce', () => ({ nonce: 'n-1' }));
    answer('POST /auth/metamask/signature', () => {
      throw new ApiError(HTTP.unauthorized, { code: 16, message: 'bad signature' });
    });
    await signInWithMetaMask();
    expect(toast.error).toHaveBeenLastCalledWith(METAMASK_ERRORS.signatureFailed);
    expect(useSession.getState().status).toBe('guest');
  });
});
