// @vitest-environment jsdom
/**
 * The KYC modals (platform.md §2, §4 "KYC", §8): the info modal by the player's standing, the verification call
 * and its three texts, the provider's frame (only its own message counts; in sim mode the submission goes to
 * the simulated provider) and the verdict toasts of the private channel.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ToastHost } from '../../../src/app/components/toast';
import { ApiError, CODES, HTTP, userChannel, type User } from '@contract/index';
import {
  KYC_CODES,
  KYC_EVENTS,
  KYC_PROVIDER_MESSAGE,
  KYC_TEXTS,
  type KycProviderSubmission,
} from '@contract/kyc';
import { setTransport } from '../../../src/app/api/api';
import { useSession } from '../../../src/app/features/auth';
import { KycModals } from '../../../src/app/features/kyc/KycModals';
import { followKycEvents } from '../../../src/app/features/kyc/kyc-events';
import { useKycModal } from '../../../src/app/features/kyc/kyc-modal-store';
import { makeUser } from '../auth/fakes/user';
import { renderAt, setSession } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';

const fake = createFakeTransport();
const FORM_URL = '/kyc-provider.html?form=f1';

const submission: KycProviderSubmission = {
  form_id: 'f1',
  id_document: { type: 'passport', sample: 'passport' },
  selfie: { sample: 'sample' },
};

function signIn(patch: Partial<User> = {}) {
  const user = makeUser(patch);
  setSession(user);
  fake.requestHandlers.set('POST /auth/update', () => ({ user: useSession.getState().user }));
  return user;
}

const renderModals = () =>
  renderAt(
    <>
      <KycModals />
      <ToastHost />
    </>,
  );

beforeEach(() => {
  fake.reset();
  setTransport(fake.transport);
  useKycModal.setState({ step: 'closed', formUrl: null });
});
afterEach(() => {
  cleanup();
  delete window.__harness;
});

describe('the KYC info modal', () => {
  it('explains why to a player the threshold refused and opens the frame on the form the call answers', async () => {
    signIn({ is_kyc_required: true });
    fake.requestHandlers.set('POST /api/kycaid/verification', () => ({ data: { form_url: FORM_URL } }));
    useKycModal.getState().openKycInfo();
    await renderModals();
    const dialog = screen.getByRole('dialog', { name: 'Identity verification' });
    expect(dialog.textContent).toMatch(/Withdrawals above \$2,000 need a verified identity/);
    expect(dialog.textContent).toMatch(/An identity document/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start verification' })));
    expect(fake.bodiesOf('POST /api/kycaid/verification')).toEqual([{ external_applicant_id: 'u1' }]);
    expect(useKycModal.getState()).toMatchObject({ step: 'frame', formUrl: FORM_URL });
    const frame = screen.getByTitle('VeriPass identity verification form');
    expect(frame.getAttribute('src')).toBe(FORM_URL);
  });

  it.each([
    [
      KYC_TEXTS.alreadyVerified,
      new ApiError(HTTP.badRequest, { code: KYC_CODES.alreadyVerified, message: 'x' }),
    ],
    [KYC_TEXTS.pending, new ApiError(HTTP.badRequest, { code: KYC_CODES.pending, message: 'x' })],
    [KYC_TEXTS.failed, new ApiError(HTTP.serverError, { code: CODES.generic, message: 'Internal' })],
    [KYC_TEXTS.failed, new Error('network')],
  ])("shows '%s' for a failed call (%s)", async (text, error) => {
    signIn();
    fake.requestHandlers.set('POST /api/kycaid/verification', () => {
      throw error;
    });
    useKycModal.getState().openKycInfo();
    await renderModals();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start verification' })));
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(useKycModal.getState().step).toBe('info');
  });

  it('shows the wait message while pending and the verified note once verified, with no way to start', async () => {
    signIn({ kyc_verification_status: 'pending' });
    useKycModal.getState().openKycInfo();
    await renderModals();
    expect(screen.getByRole('status').textContent).toContain(KYC_TEXTS.pending);
    expect(screen.queryByRole('button', { name: 'Start verification' })).toBeNull();
    act(() => signIn({ is_kyc_verified: true }));
    expect(screen.getByRole('status').textContent).toContain(KYC_TEXTS.alreadyVerified);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(useKycModal.getState().step).toBe('closed');
  });
});

describe('the KYC frame', () => {
  async function openFrame() {
    signIn({ is_kyc_required: true });
    const kycProviderSubmit = vi.fn(async () => ({ status: 'pending' as const }));
    window.__harness = { control: { kycProviderSubmit } } as unknown as NonNullable<typeof window.__harness>;
    useKycModal.getState().openKycFrame(FORM_URL);
    await renderModals();
    const frame = screen.getByTitle('VeriPass identity verification form') as HTMLIFrameElement;
    const post = async (data: unknown, source: MessageEventSource | null, origin = window.location.origin) =>
      act(async () => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      });
    return { frame, kycProviderSubmit, post };
  }

  it("forwards the form's submission to the simulated provider and shows the wait message", async () => {
    const { frame, kycProviderSubmit, post } = await openFrame();
    await post({ type: KYC_PROVIDER_MESSAGE, submission }, frame.contentWindow);
    expect(kycProviderSubmit).toHaveBeenCalledWith(submission);
    expect(fake.bodiesOf('POST /auth/update')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain(KYC_TEXTS.pending);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(useKycModal.getState().step).toBe('closed');
  });

  it('ignores a message from another origin, another window or of another shape', async () => {
    const { frame, kycProviderSubmit, post } = await openFrame();
    await post({ type: KYC_PROVIDER_MESSAGE, submission }, frame.contentWindow, 'https://evil.example');
    await post({ type: KYC_PROVIDER_MESSAGE, submission }, window);
    await post({ type: 'something-else', submission }, frame.contentWindow);
    expect(kycProviderSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("says 'Something went wrong' when the provider refuses the submission", async () => {
    const { frame, kycProviderSubmit, post } = await openFrame();
    kycProviderSubmit.mockRejectedValueOnce(new RangeError('already submitted'));
    await post({ type: KYC_PROVIDER_MESSAGE, submission }, frame.contentWindow);
    expect(screen.getByRole('alert').textContent).toBe(KYC_TEXTS.failed);
  });
});

describe('the verdict on the private channel', () => {
  it('refreshes the player and tells the verdict, with the next step as its action', async () => {
    signIn({ is_kyc_required: true });
    await renderAt(<ToastHost />);
    const stop = followKycEvents('u1');
    fake.emit(userChannel('u1'), KYC_EVENTS.update, {
      verification_id: 'f1',
      status: 'verified',
      reason: null,
    });
    expect(await screen.findByText('Identity verified')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    fake.emit(userChannel('u1'), KYC_EVENTS.update, {
      verification_id: 'f2',
      status: 'rejected',
      reason: 'The document photo is unreadable.',
    });
    expect(await screen.findByText('Identity verification declined')).toBeTruthy();
    expect(screen.getByText('The document photo is unreadable.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(useKycModal.getState().step).toBe('info');
    expect(fake.bodiesOf('POST /auth/update')).toHaveLength(2);
    stop();
    expect(fake.listenerCount()).toBe(0);
  });
});
