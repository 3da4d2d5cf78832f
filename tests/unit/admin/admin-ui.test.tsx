// @vitest-environment jsdom
/**
 * The staff page's forms: they check their input with the contract's schemas before asking, ask for a
 * confirmation, send the body the sim expects, show the details it answers, and put the server's field texts
 * under the fields; and the history's lines.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, HTTP, MUTE_MINUTES } from '@contract/index';
import { ADMIN_MESSAGES, type AdminUserDetails, type StaffAction } from '@contract/admin';
import { AdjustForm } from '../../../src/app/features/admin/AdjustForm';
import { MuteForm } from '../../../src/app/features/admin/MuteForm';
import { describeAction } from '../../../src/app/features/admin/admin-format';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../../src/app/api/api', () => ({ api }));
vi.mock('../../../src/app/features/wallet', () => ({
  useWallet: <T,>(select: (state: { currencies: { id: string }[] }) => T) =>
    select({ currencies: [{ id: 'btc' }, { id: 'usdt' }] }),
}));

const details: AdminUserDetails = {
  user: {
    _id: 'u1',
    name: 'player',
    avatar: '',
    email: 'player@demo.example',
    email_verified: true,
    created_at: '2024-05-01T12:00:00.000Z',
    roles: [],
    permissions: [],
    vipLevel: 2,
    two_factor_enabled: false,
    private_bets: false,
    wallet_address: null,
    telegram_id: null,
  },
  kyc: { required: false, verified: false, status: null },
  mute: null,
  selfExclusion: null,
  invitedBy: null,
  balances: [{ currency: 'usdt', real: 500, bonus: 0, demo: 0, realUsd: 500 }],
  totals: { depositedUsd: 0, wageredUsd: 0 },
  activeSessions: 1,
  actions: [],
};

// A block body: mockReset returns the spy, which vitest would take for a cleanup and call after the test.
beforeEach(() => {
  api.mockReset();
});
afterEach(cleanup);

function fill(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the adjustment form', () => {
  it('refuses bad input before any call, then confirms and sends the adjustment', async () => {
    const onDetails = vi.fn();
    const after = { ...details, activeSessions: 0 };
    api.mockResolvedValue(after);
    render(<AdjustForm details={details} onDetails={onDetails} />);
    fireEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    expect(await screen.findByText(ADMIN_MESSAGES.amountPrecision)).toBeTruthy();
    expect(screen.getByText(ADMIN_MESSAGES.reason)).toBeTruthy();
    expect(api).not.toHaveBeenCalled();

    fill(/^Currency/, 'usdt');
    fill(/Amount/, '-12.5');
    fill(/^Reason/, 'Duplicate deposit');
    fireEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust balance' });
    expect(dialog.textContent).toContain("Debit -12.5 USDT from player's real balance?");
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(onDetails).toHaveBeenCalledWith(after));
    expect(api).toHaveBeenCalledWith('POST /api/admin/user/adjust', {
      userId: 'u1',
      currency: 'usdt',
      amount: '-12.5',
      reason: 'Duplicate deposit',
    });
  });

  it("shows the server's refusal under its field", async () => {
    api.mockImplementation(async () => {
      throw new ApiError(HTTP.unprocessable, {
        code: 422,
        message: ADMIN_MESSAGES.belowZero,
        errors: { amount: [ADMIN_MESSAGES.belowZero] },
      });
    });
    render(<AdjustForm details={details} onDetails={vi.fn()} />);
    fill(/Amount/, '-900');
    fill(/^Reason/, 'Too much');
    fireEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.belowZero);
    expect(screen.getByLabelText(/Amount/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the mute form', () => {
  it("mutes for the chat's durations, forever included, after a confirmation", async () => {
    const onDetails = vi.fn();
    api.mockResolvedValue(details);
    render(<MuteForm details={details} onDetails={onDetails} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('Forever');
    fill('Mute for', String(MUTE_MINUTES.at(-1)));
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mute in chat' });
    expect(dialog.textContent).toContain('Mute player in chat forever?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Mute' }).at(-1)!);
    await waitFor(() => expect(onDetails).toHaveBeenCalledWith(details));
    expect(api).toHaveBeenCalledWith('POST /api/admin/user/mute', { userId: 'u1', minutes: 52_560_000 });
  });
});

describe('the staff history', () => {
  const action = (fields: Partial<StaffAction>): StaffAction => ({
    _id: 'a1',
    kind: 'mute',
    at: 0,
    by: { _id: 's1', name: 'admin' },
    ...fields,
  });

  it('says what each action did', () => {
    expect(describeAction(action({ kind: 'mute', minutes: 60 }))).toBe('Muted in chat for 1 hour');
    expect(describeAction(action({ kind: 'mute', minutes: MUTE_MINUTES.at(-1) }))).toBe(
      'Muted in chat forever',
    );
    expect(describeAction(action({ kind: 'selfExclude', until: null }))).toBe('Self-excluded forever');
    expect(describeAction(action({ kind: 'signOut', sessions: 1 }))).toBe('Signed out of 1 session');
    expect(describeAction(action({ kind: 'signOut', sessions: 3 }))).toBe('Signed out of 3 sessions');
    expect(
      describeAction(action({ kind: 'adjustment', currency: 'usdt', amount: 25, reason: 'Goodwill' })),
    ).toBe('Balance adjusted by +25 USDT: Goodwill');
  });
});
