// @vitest-environment jsdom
/**
 * The contact-info modal (platform.md §2, §3 settings, §7, §9): the VIP pitch and the operator's fields, the
 * update's body, the spec's failure text, and when the modal offers itself (at most once every 24 h).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ToastHost } from '../../../src/app/components/toast';
import { ApiError, HTTP, type User } from '@contract/index';
import {
  CONTACT_FIELD_PATTERNS,
  CONTACT_INFO_FAILED,
  CONTACT_INFO_RULES,
  CONTACT_INFO_TOO_SOON,
  CONTACT_INFO_TOO_SOON_CODE,
  type ContactInfoSettings,
} from '@contract/contact-info';
import type { DepositHistoryEntry } from '@contract/deposits';
import settings from '@fixtures/contact-info.json';
import { setTransport } from '../../../src/app/api/api';
import { useSession } from '../../../src/app/features/auth';
import { ContactInfoSlot } from '../../../src/app/features/contact-info/ContactInfoSlot';
import { ContactInfoModal } from '../../../src/app/features/contact-info/ContactInfoModal';
import {
  readContactMemory,
  rememberContact,
} from '../../../src/app/features/contact-info/contact-info-memory';
import {
  offerContactInfo,
  shouldOfferContactInfo,
} from '../../../src/app/features/contact-info/contact-info-prompt';
import { useContactInfoModal } from '../../../src/app/features/contact-info/contact-info-store';
import { makeUser } from '../auth/fakes/user';
import { renderAt, setSession } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';

const fake = createFakeTransport();
const SETTINGS: ContactInfoSettings = settings;
const NOW = Date.UTC(2026, 10, 20, 12);
const DAY = CONTACT_INFO_RULES.intervalMs;

const credited = { status: 1 } as DepositHistoryEntry;
const waiting = { status: 0 } as DepositHistoryEntry;

beforeEach(() => {
  fake.reset();
  setTransport(fake.transport);
  localStorage.clear();
  useContactInfoModal.setState({ open: false });
  fake.requestHandlers.set('POST /api/contactInfoModalSettings', () => SETTINGS);
});
afterEach(cleanup);

async function renderModal(user: User = makeUser()) {
  setSession(user);
  await renderAt(
    <>
      <ContactInfoModal />
      <ToastHost />
    </>,
  );
  return screen.getByRole('dialog', { name: 'Meet your VIP host' });
}

const submit = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect me with my VIP host' })));

describe('the contact-info modal', () => {
  it("shows the pitch, the shipped images and the operator's fields, the email prefilled", async () => {
    const dialog = await renderModal();
    expect(dialog.textContent).toContain(SETTINGS.description);
    const images = [...dialog.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(images).toEqual(SETTINGS.images);
    for (const field of SETTINGS.fields) expect(screen.getByLabelText(field.title)).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('alice@example.com');
  });

  it('sends the email beside the other fields, thanks the player and remembers it', async () => {
    fake.requestHandlers.set('POST /api/profile/updateContactInfo', () => ({
      success: true,
      updated_at: new Date(NOW).toISOString(),
    }));
    await renderModal();
    fireEvent.change(screen.getByLabelText('Telegram'), { target: { value: '@high_roller' } });
    fireEvent.change(screen.getByLabelText('Phone (WhatsApp)'), { target: { value: '+356 2123 4567' } });
    await submit();
    expect(fake.bodiesOf('POST /api/profile/updateContactInfo')).toEqual([
      { email: 'alice@example.com', update: { telegram: '@high_roller', phone: '+356 2123 4567' } },
    ]);
    expect(await screen.findByText('Thanks! Your VIP host will be in touch.')).toBeTruthy();
    expect(useContactInfoModal.getState().open).toBe(false);
    expect(readContactMemory('u1').given).toBe(true);
  });

  it("shows 'contact info update failed' when the server refuses (a second update within 24 h)", async () => {
    fake.requestHandlers.set('POST /api/profile/updateContactInfo', () => {
      throw new ApiError(HTTP.tooManyRequests, {
        code: CONTACT_INFO_TOO_SOON_CODE,
        message: CONTACT_INFO_TOO_SOON,
      });
    });
    useContactInfoModal.setState({ open: true });
    await renderModal();
    await submit();
    expect(await screen.findByText(CONTACT_INFO_FAILED)).toBeTruthy();
    expect(useContactInfoModal.getState().open).toBe(true);
    expect(readContactMemory('u1').given).toBeUndefined();
  });

  it('checks the fields before sending: a malformed Telegram name or a bad email sends nothing', async () => {
    await renderModal();
    fireEvent.change(screen.getByLabelText('Telegram'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } });
    await submit();
    expect(screen.getByText(CONTACT_FIELD_PATTERNS.telegram!.message)).toBeTruthy();
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(fake.bodiesOf('POST /api/profile/updateContactInfo')).toEqual([]);
  });
});

describe('when the modal offers itself', () => {
  let deposits: DepositHistoryEntry[] = [];
  let now = NOW;
  beforeEach(() => {
    deposits = [];
    now = NOW;
    fake.setServerTime(() => now);
    fake.requestHandlers.set('POST /api/wallet/history/deposits', () => deposits);
  });

  it('to a player with a credited deposit, at most once every 24 h of server time', async () => {
    const user = makeUser();
    deposits = [waiting];
    expect(await shouldOfferContactInfo(user)).toBe(false);
    deposits = [waiting, credited];
    await offerContactInfo(user);
    expect(useContactInfoModal.getState().open).toBe(true);
    // The server's time as the client predicts it: the answer's, plus the few real milliseconds since.
    expect(readContactMemory('u1').shownAt! - NOW).toBeGreaterThanOrEqual(0);
    expect(readContactMemory('u1').shownAt! - NOW).toBeLessThan(1_000);

    useContactInfoModal.setState({ open: false });
    now = NOW + DAY - 60_000;
    await offerContactInfo(user);
    expect(useContactInfoModal.getState().open).toBe(false);
    now = NOW + DAY + 1_000;
    expect(await shouldOfferContactInfo(user)).toBe(true);
  });

  it('never once given, nor to a player without a verified email or self-excluded', async () => {
    deposits = [credited];
    rememberContact('u1', { given: true });
    expect(await shouldOfferContactInfo(makeUser())).toBe(false);
    expect(await shouldOfferContactInfo(makeUser({ _id: 'u2', email: null }))).toBe(false);
    expect(await shouldOfferContactInfo(makeUser({ _id: 'u3', self_excluded: true }))).toBe(false);
    expect(await shouldOfferContactInfo(makeUser({ _id: 'u5', email_verified: false }))).toBe(false);
    expect(await shouldOfferContactInfo(makeUser({ _id: 'u4' }))).toBe(true);
  });
});

describe('the offer on screen', () => {
  beforeEach(() => {
    fake.setServerTime(NOW);
    fake.requestHandlers.set('POST /api/wallet/history/deposits', () => [credited]);
  });

  it('comes when a depositor signs in', async () => {
    setSession(null);
    await renderAt(<ContactInfoSlot />);
    act(() => setSession(makeUser()));
    await waitFor(() => expect(useContactInfoModal.getState().open).toBe(true));
    expect(await screen.findByRole('dialog', { name: 'Meet your VIP host' })).toBeTruthy();
  });

  it('not when a page load resumes a stored session', async () => {
    useSession.setState({ user: null, token: 'token-1', status: 'booting' });
    await renderAt(<ContactInfoSlot />);
    act(() => setSession(makeUser()));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fake.bodiesOf('POST /api/wallet/history/deposits')).toEqual([]);
    expect(useContactInfoModal.getState().open).toBe(false);
  });
});
