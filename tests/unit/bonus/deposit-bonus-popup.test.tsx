// @vitest-environment jsdom
/**
 * The first-deposit bonus popup (community.md §3, §5, §8): Opt-in, then Deposit while it stays open; it closes
 * itself when the offer changes unless the change is the opt-in's; guests are sent to sign in; the conditions
 * show x{multiplier} and the largest bonus in dollars.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ToastHost } from '../../../src/app/components/toast';
import { type DepositBonusAnswer } from '@contract/index';
import { PROMOTION_TEXTS } from '@contract/promotions';
import { setTransport } from '../../../src/app/api/api';
import { useAuthModal } from '../../../src/app/features/auth/auth-modal-store';
import { DepositBonusModal } from '../../../src/app/features/bonus/DepositBonusModal';
import { useDepositBonus } from '../../../src/app/features/bonus/deposit-bonus-store';
import {
  openPromotionModal,
  usePromotionModals,
} from '../../../src/app/features/promotions/promotion-modals';
import { useWallet } from '../../../src/app/features/wallet/wallet-store';
import { useWalletModal } from '../../../src/app/features/wallet/wallet-modal-store';
import { makeUser } from '../auth/fakes/user';
import { currency, renderAt, setSession } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';
import { NO_OFFER, offer } from './fixtures';

const fake = createFakeTransport();
let answer: DepositBonusAnswer;

/** The popup as the slot renders it: while the promotions store has it open. */
function Popup() {
  const open = usePromotionModals((state) => state.open === 'depositBonus');
  return open ? <DepositBonusModal /> : null;
}

async function openPopup() {
  openPromotionModal('depositBonus');
  await renderAt(
    <>
      <Popup />
      <ToastHost />
    </>,
  );
  return screen.findByRole('dialog', { name: 'Welcome deposit bonus' });
}

/** A credited deposit as the wallet sees it: BalanceModification moved the real balance. */
function creditDeposit() {
  act(() => useWallet.getState().setBalance('usdt', { real: 50, demo: 0 }));
}

beforeEach(() => {
  fake.reset();
  setTransport(fake.transport);
  setSession(makeUser());
  answer = offer(false);
  useDepositBonus.getState().reset();
  useWallet.setState({ currencies: [currency('usdt', 6, { balance: { real: 0, demo: 0 } })], bonuses: [] });
  useWalletModal.setState({ open: false });
  useAuthModal.setState({ view: null });
  usePromotionModals.setState({ open: null });
  fake.requestHandlers.set('POST /api/data/promotions/depositBonus', () => answer);
  fake.requestHandlers.set('POST /api/data/promotions/depositOptIn', () => {
    answer = offer(true);
    return { success: true };
  });
});
afterEach(cleanup);

describe('the deposit bonus popup', () => {
  it('shows the title, description and conditions with x30 and the max bonus in dollars', async () => {
    const dialog = await openPopup();
    expect(within(dialog).getByText('Double your first deposit.')).toBeTruthy();
    const conditions = within(dialog).getByRole('list', { name: 'Conditions' });
    expect(within(conditions).getByText('x30')).toBeTruthy();
    expect(within(conditions).getByText('$1,000.00')).toBeTruthy();
    expect(within(conditions).getByText('100%')).toBeTruthy();
    expect(within(conditions).getByText('Opt in before your first deposit.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Opt-in' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Deposit' })).toBeNull();
  });

  it('opts in, then offers Deposit and stays open through the opt-in’s refresh', async () => {
    const dialog = await openPopup();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Opt-in' })));
    expect(fake.bodiesOf('POST /api/data/promotions/depositOptIn')).toEqual([{ id: 'welcome-deposit' }]);
    // The data changed (checkedIn false -> true) and was read again, yet the popup stays.
    expect(fake.bodiesOf('POST /api/data/promotions/depositBonus')).toHaveLength(2);
    expect(usePromotionModals.getState().open).toBe('depositBonus');
    const deposit = within(dialog).getByRole('button', { name: 'Deposit' });
    expect(within(dialog).queryByRole('button', { name: 'Opt-in' })).toBeNull();

    fireEvent.click(deposit);
    expect(useWalletModal.getState()).toMatchObject({ open: true, tab: 'deposit' });
    expect(usePromotionModals.getState().open).toBe('depositBonus');
  });

  it('closes itself when a deposit after the opt-in uses the offer', async () => {
    const dialog = await openPopup();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Opt-in' })));
    answer = NO_OFFER;
    await act(async () => creditDeposit());
    expect(usePromotionModals.getState().open).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes itself when the data changes without an opt-in', async () => {
    await openPopup();
    answer = offer(true); // opted in elsewhere
    await act(async () => creditDeposit());
    expect(usePromotionModals.getState().open).toBeNull();
  });

  it('stays open when a balance change leaves the offer as it was', async () => {
    await openPopup();
    await act(async () => creditDeposit());
    expect(fake.bodiesOf('POST /api/data/promotions/depositBonus')).toHaveLength(2);
    expect(usePromotionModals.getState().open).toBe('depositBonus');
  });

  it('stays open when a balance change supersedes its first reading of an unchanged offer', async () => {
    // Each reading waits until the test answers it: the first comes back before the one that superseded it.
    const pending: Array<() => void> = [];
    fake.requestHandlers.set(
      'POST /api/data/promotions/depositBonus',
      () => new Promise((resolve) => pending.push(() => resolve(answer))),
    );
    openPromotionModal('depositBonus');
    await renderAt(<Popup />);
    await act(async () => creditDeposit());
    expect(pending).toHaveLength(2);
    await act(async () => pending[0]!());
    await act(async () => pending[1]!());
    expect(await screen.findByRole('dialog', { name: 'Welcome deposit bonus' })).toBeTruthy();
    expect(usePromotionModals.getState().open).toBe('depositBonus');
  });

  it('sends a guest to sign in with the toast, and opts nobody in', async () => {
    setSession(null);
    answer = offer(null);
    const dialog = await openPopup();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opt-in' }));
    expect(useAuthModal.getState().view).toBe('auth');
    expect(await screen.findByText(PROMOTION_TEXTS.signIn)).toBeTruthy();
    expect(fake.bodiesOf('POST /api/data/promotions/depositOptIn')).toEqual([]);
  });

  it('says so when the opt-in fails, and keeps Opt-in', async () => {
    fake.requestHandlers.set('POST /api/data/promotions/depositOptIn', () => {
      throw new Error('down');
    });
    const dialog = await openPopup();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Opt-in' })));
    expect(await screen.findByText(PROMOTION_TEXTS.failed)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Opt-in' })).toBeTruthy();
  });

  it('says there is no deposit bonus on offer when the model is null', async () => {
    answer = NO_OFFER;
    openPromotionModal('depositBonus');
    await renderAt(<Popup />);
    const dialog = await screen.findByRole('dialog', { name: 'Deposit bonus' });
    expect(within(dialog).getByText(/no deposit bonus on offer/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Opt-in' })).toBeNull();
  });
});
