// @vitest-environment jsdom
/**
 * Wallet-connect on the page's side (platform.md §4 "Wallet-connect", §8): the login-type cookie set for a day
 * on the event, the frame's messages checked for origin and sender, the first modal-open ignored, and what a
 * close does: a guest fetches a token and signs in, a player links the address, missing auth data is logged.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import { ApiError, HTTP } from '@contract/index';
import { WALLET_CONNECT_CODES, WALLET_CONNECT_ERRORS } from '@contract/wallet-connect';
import {
  LOGIN_TYPE_COOKIE,
  closeMessage,
  createFrameListener,
  modalOpenMessage,
  readLoginTypeCookie,
} from '../../../src/app/features/wallet-connect/frame-protocol';
import { ConnectWalletButton } from '../../../src/app/features/wallet-connect/ConnectWalletButton';
import { WalletConnectModal } from '../../../src/app/features/wallet-connect/WalletConnectModal';
import { useWalletConnect } from '../../../src/app/features/wallet-connect/wallet-connect-store';
import { api } from '../shell/fakes/api';
import { signIn, signOut } from '../shell/fakes/auth';

const signInWithToken = vi.hoisted(() => vi.fn(async (_token: string) => {}));

vi.mock('../../../src/app/api/api', () => import('../shell/fakes/api'));
vi.mock('../../../src/app/features/auth', async () => ({
  ...(await import('../shell/fakes/auth')),
  signInWithToken,
}));
vi.mock('../../../src/app/components/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const UID = 'c0ffee00-1234-4abc-8def-0123456789ab';

function clearCookie() {
  document.cookie = `${LOGIN_TYPE_COOKIE}=; max-age=0; path=/`;
}

beforeEach(() => {
  clearCookie();
  signOut();
  api.mockReset();
  signInWithToken.mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  useWalletConnect.setState({ loginType: null });
});
afterEach(cleanup);

describe('the login-type cookie', () => {
  it('is set for one day on the event: auth for a guest, connect for a signed-in player', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value) {
      written.push(value);
      descriptor.set!.call(this, value);
    });
    render(<ConnectWalletButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect(written.at(-1)).toMatch(/^walletconnect_login_type=auth; max-age=86400; path=\//);
    expect(readLoginTypeCookie()).toBe('auth');
    expect(useWalletConnect.getState().loginType).toBe('auth');

    signIn();
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect(readLoginTypeCookie()).toBe('connect');
    expect(useWalletConnect.getState().loginType).toBe('connect');
    spy.mockRestore();
  });

  it('reads only its own cookie with a known type', () => {
    expect(readLoginTypeCookie('a=1; walletconnect_login_type=connect; b=2')).toBe('connect');
    expect(readLoginTypeCookie('walletconnect_login_type=admin')).toBeNull();
    expect(readLoginTypeCookie('other_login_type=auth')).toBeNull();
    expect(readLoginTypeCookie('')).toBeNull();
  });
});

describe('the frame listener', () => {
  const frame = {} as MessageEventSource;
  const origin = 'https://casino.example';
  const message = (data: unknown, from: Partial<MessageEventInit> = {}) =>
    new MessageEvent('message', { data, origin, source: frame, ...from });

  it('ignores the first modal-open and keeps the modal open on a later one', () => {
    const onAction = vi.fn();
    const listen = createFrameListener({ origin, frame: () => frame, onAction });
    listen(message(modalOpenMessage()));
    expect(onAction).not.toHaveBeenCalled();
    listen(message(modalOpenMessage()));
    expect(onAction).toHaveBeenCalledWith({ kind: 'open' });
  });

  it('passes a close on with its uid, or with none', () => {
    const onAction = vi.fn();
    const listen = createFrameListener({ origin, frame: () => frame, onAction });
    listen(message(closeMessage(UID)));
    listen(message(closeMessage()));
    listen(message({ ...closeMessage(), uid: 42 }));
    expect(onAction.mock.calls).toEqual([
      [{ kind: 'close', uid: UID }],
      [{ kind: 'close', uid: null }],
      [{ kind: 'close', uid: null }],
    ]);
  });

  it('drops messages from another origin, another window or of another shape', () => {
    const onAction = vi.fn();
    const listen = createFrameListener({ origin, frame: () => frame, onAction });
    listen(message(closeMessage(UID), { origin: 'https://evil.example' }));
    listen(message(closeMessage(UID), { origin: 'https://casino.example.evil.example' }));
    listen(message(closeMessage(UID), { source: {} as MessageEventSource }));
    listen(message(closeMessage(UID), { source: null }));
    listen(message({ type: 'close', uid: UID }));
    listen(message('close'));
    expect(onAction).not.toHaveBeenCalled();
  });
});

describe('the wallet-connect modal', () => {
  function openModal(loginType: 'auth' | 'connect') {
    useWalletConnect.setState({ loginType });
    render(<WalletConnectModal />);
    const iframe = screen.getByTitle('Wallet connect') as HTMLIFrameElement;
    const post = (data: unknown, origin = window.location.origin) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source: iframe.contentWindow }));
      });
    return { iframe, post };
  }

  it('shows the frame at /walletconnect and stays open through modal-open messages', () => {
    const { iframe, post } = openModal('auth');
    expect(new URL(iframe.src).pathname).toBe('/walletconnect');
    post(modalOpenMessage());
    post(modalOpenMessage());
    expect(useWalletConnect.getState().loginType).toBe('auth');
    expect(screen.getByRole('dialog', { name: 'Sign in with a wallet' })).toBeTruthy();
  });

  it('signs a guest in with the token fetchToken answers for the uid, then closes', async () => {
    let answer!: (value: unknown) => void;
    api.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { post } = openModal('auth');
    post(closeMessage(UID));
    expect(screen.getByRole('status').textContent).toContain('Signing in with your wallet…');
    expect(useWalletConnect.getState().loginType).toBe('auth');
    expect(api).toHaveBeenCalledWith('POST /api/thirdweb/fetchToken', { uid: UID });

    answer({ model: { userAuthToken: 'session-token' } });
    await waitFor(() => expect(useWalletConnect.getState().loginType).toBeNull());
    expect(signInWithToken).toHaveBeenCalledWith('session-token');
  });

  it('links the address for a player and announces the new connection', async () => {
    signIn();
    api.mockResolvedValueOnce({
      success: true,
      message: 'ignored: the client words it',
      connection: { address: ADDRESS, wallet: 'io.metamask', created_at: '2024-05-01T12:00:00.000Z' },
    });
    api.mockResolvedValue([]);
    const { post } = openModal('connect');
    post(closeMessage(UID));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('New connection: MetaMask 0x8ba1…BA72'));
    expect(api).toHaveBeenCalledWith('POST /api/profile/connections/connect', { uid: UID });
    expect(signInWithToken).not.toHaveBeenCalled();
  });

  it("shows the server's text when the address is already connected", async () => {
    signIn();
    api.mockRejectedValueOnce(
      new ApiError(HTTP.badRequest, {
        code: WALLET_CONNECT_CODES.alreadyConnected,
        message: WALLET_CONNECT_ERRORS.alreadyConnected,
      }),
    );
    const { post } = openModal('connect');
    post(closeMessage(UID));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This address is already connected'));
    await waitFor(() => expect(useWalletConnect.getState().loginType).toBeNull());
  });

  it('only logs a close without auth data, and ignores messages from another origin', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { post } = openModal('auth');
    post(closeMessage(UID), 'https://evil.example');
    expect(useWalletConnect.getState().loginType).toBe('auth');
    post(closeMessage());
    expect(useWalletConnect.getState().loginType).toBeNull();
    expect(info).toHaveBeenCalledWith('Wallet connect closed without auth data');
    expect(api).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    info.mockRestore();
  });
});
