// @vitest-environment jsdom
/**
 * The bonus balance info popup (community.md §4, §9) and the header's gift badge that opens it: each bonus's
 * money, wagering progress and x{multiplier}, the rules, and Cancel bonus only after the confirmation.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ToastHost } from '../../../src/app/components/toast';
import { ApiError, type Bonus } from '@contract/index';
import { BONUS, BONUS_ERRORS } from '@contract/promotions';
import { setTransport } from '../../../src/app/api/api';
import { BonusBadge } from '../../../src/app/features/bonus/BonusBadge';
import { BonusInfoModal } from '../../../src/app/features/bonus/BonusInfoModal';
import { usePromotionModals } from '../../../src/app/features/promotions/promotion-modals';
import { useWallet } from '../../../src/app/features/wallet/wallet-store';
import { makeUser } from '../auth/fakes/user';
import { currency, renderAt, setSession } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';
import { bonus } from './fixtures';

const fake = createFakeTransport();
let bonuses: Bonus[];

function Popup() {
  const open = usePromotionModals((state) => state.open === 'bonusInfo');
  return open ? <BonusInfoModal /> : null;
}

async function renderHeader() {
  await renderAt(
    <>
      <BonusBadge />
      <Popup />
      <ToastHost />
    </>,
  );
}

async function openInfo() {
  await renderHeader();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Bonus balances/ })));
  return screen.getByRole('dialog', { name: 'Bonus balances' });
}

beforeEach(() => {
  fake.reset();
  setTransport(fake.transport);
  setSession(makeUser());
  bonuses = [bonus()];
  useWallet.setState({ currencies: [currency('usdt', 6)], bonuses });
  usePromotionModals.setState({ open: null });
  fake.requestHandlers.set('POST /api/bonusBalance', () => bonuses);
  fake.requestHandlers.set('POST /api/cancelBonus', (body) => {
    bonuses = bonuses.filter((entry) => entry._id !== (body as { id: string }).id);
    return { success: true };
  });
});
afterEach(cleanup);

describe('the header gift badge', () => {
  it('shows only while the player has bonuses', async () => {
    useWallet.setState({ bonuses: [] });
    await renderHeader();
    expect(screen.queryByRole('button', { name: /^Bonus balances/ })).toBeNull();
    act(() => useWallet.setState({ bonuses: [bonus(), bonus({ _id: 'b2' })] }));
    expect(screen.getByRole('button', { name: 'Bonus balances (2)' })).toBeTruthy();
  });
});

describe('the bonus balance info popup', () => {
  it('shows each bonus with its money, frozen part, wagering progress and multiplier', async () => {
    const dialog = await openInfo();
    const card = within(dialog).getByRole('listitem', { name: 'Welcome deposit bonus' });
    expect(within(card).getByText('x30')).toBeTruthy();
    expect(within(card).getByText('100.000000 USDT')).toBeTruthy();
    expect(within(card).getByText('Unfrozen').nextSibling!.textContent).toBe('50.000000 USDT');
    expect(within(card).getByText('Frozen').nextSibling!.textContent).toBe('50.000000 USDT');
    const progress = within(card).getByRole('progressbar', { name: 'Wager requirement' });
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    expect(within(card).getByText('$1,500.00 of $3,000.00 wagered')).toBeTruthy();
    expect(fake.bodiesOf('POST /api/bonusBalance')).toHaveLength(1);
  });

  it('states the rules of bonus money', async () => {
    const dialog = await openInfo();
    const rules = within(dialog).getByRole('list', { name: 'Bonus rules' });
    expect(rules.textContent).toContain('not accepted in live games, poker, futures and card games');
    expect(rules.textContent).toContain('A bonus under $10 has no wager requirement');
  });

  it('cancels a bonus only after the confirmation, then reads the bonuses again', async () => {
    const dialog = await openInfo();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel bonus' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel bonus?' });
    expect(within(confirm).getByText(BONUS.cancelConfirm)).toBeTruthy();
    expect(fake.bodiesOf('POST /api/cancelBonus')).toEqual([]);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep bonus' }));
    expect(screen.queryByRole('dialog', { name: 'Cancel bonus?' })).toBeNull();
    expect(fake.bodiesOf('POST /api/cancelBonus')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel bonus' }));
    const again = screen.getByRole('dialog', { name: 'Cancel bonus?' });
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Cancel bonus' })));
    expect(fake.bodiesOf('POST /api/cancelBonus')).toEqual([{ id: 'b1' }]);
    expect(await screen.findByText('Bonus cancelled')).toBeTruthy();
    expect(within(dialog).getByText('You have no active bonuses.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Cancel bonus?' })).toBeNull();
  });

  it('shows the server’s refusal of a cancel and keeps the bonus', async () => {
    fake.requestHandlers.set('POST /api/cancelBonus', () => {
      throw new ApiError(400, BONUS_ERRORS.unknown);
    });
    const dialog = await openInfo();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel bonus' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel bonus?' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel bonus' })));
    expect(await screen.findByText(BONUS_ERRORS.unknown.message)).toBeTruthy();
    expect(within(dialog).getByRole('listitem', { name: 'Welcome deposit bonus' })).toBeTruthy();
  });

  it('asks a guest to sign in', async () => {
    setSession(null);
    usePromotionModals.setState({ open: 'bonusInfo' });
    await renderAt(<Popup />);
    expect(screen.getByText('Sign in to see your bonus balances.')).toBeTruthy();
    expect(fake.bodiesOf('POST /api/bonusBalance')).toEqual([]);
  });
});
