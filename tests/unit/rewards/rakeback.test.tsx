// @vitest-environment jsdom
/**
 * The rakeback claim modal: the percent and what has accrued, Claim disabled while in flight, the success text,
 * the server's refusal (the 4-hour cooldown text), the data reloaded after either; guests asked to sign in.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ApiError, RAKEBACK_TEXTS, type OkAnswer } from '@contract/index';
import { setTransport } from '../../../src/app/api/api';
import { useAuthModal } from '../../../src/app/features/auth';
import {
  openPromotionModal,
  usePromotionModals,
} from '../../../src/app/features/promotions/promotion-modals';
import { RakebackModal } from '../../../src/app/features/rewards/rakeback/RakebackModal';
import { accruedUsd } from '../../../src/app/features/rewards/rakeback/rakeback-rules';
import { useWallet } from '../../../src/app/features/wallet';
import { makeUser } from '../auth/fakes/user';
import { currency, renderAt, setSession } from '../fakes/app';
import { deferred } from '../fakes/deferred';
import { createFakeTransport } from '../fakes/transport';

const fake = createFakeTransport();
const CURRENCIES = [currency('btc', 8, { price: 60_000 }), currency('usdt', 6)];

const dialog = () => screen.getByRole('dialog', { name: 'Rakeback' });
const claimButton = () => within(dialog()).getByRole<HTMLButtonElement>('button', { name: /^Claim/ });

async function openModal() {
  openPromotionModal('rakeback');
  return renderAt(<RakebackModal />);
}

beforeEach(() => {
  fake.reset();
  setTransport(fake.transport);
  setSession(makeUser());
  useWallet.setState({ currencies: CURRENCIES });
  fake.requestHandlers.set('POST /api/data/promotions/rakeback', () => ({ percent: 15, next: null }));
  fake.requestHandlers.set('POST /api/data/rakeback', () => [
    { id: 'btc', value: 0.0001 },
    { id: 'usdt', value: 1.5 },
  ]);
});
afterEach(() => {
  cleanup();
  usePromotionModals.setState({ open: null });
  useAuthModal.setState({ view: null });
  setSession(null);
});

describe('the accrued rakeback in dollars', () => {
  it('adds each currency at its price and counts an unknown currency as 0', () => {
    expect(
      accruedUsd(
        [
          { id: 'btc', value: 0.0001 },
          { id: 'usdt', value: 1.5 },
        ],
        CURRENCIES,
      ),
    ).toBeCloseTo(7.5);
    expect(accruedUsd([{ id: 'doge', value: 100 }], CURRENCIES)).toBe(0);
  });
});

describe('the rakeback modal', () => {
  it('shows the percent and the accrued amounts', async () => {
    await openModal();
    expect(dialog().textContent).toContain('15%');
    expect(screen.getByTestId('rakeback-accrued').textContent).toBe('≈ $7.50');
    const list = screen.getByRole('list', { name: 'Accrued by currency' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['BTC0.00010000 BTC', 'USDT1.500000 USDT']);
  });

  it('disables Claim while the claim is in flight, then shows the success text and reloads', async () => {
    await openModal();
    const claim = deferred<OkAnswer>();
    fake.requestHandlers.set('POST /api/data/claimRakeback', () => claim.promise);
    fireEvent.click(claimButton());
    expect(claimButton().disabled).toBe(true);
    fireEvent.click(claimButton());
    expect(fake.bodiesOf('POST /api/data/claimRakeback')).toHaveLength(1);

    fake.requestHandlers.set('POST /api/data/rakeback', () => []);
    await act(async () => claim.resolve({ success: true, message: RAKEBACK_TEXTS.claimed }));
    expect(screen.getByRole('status').textContent).toBe('Available cashback is claimed successfully');
    expect(claimButton().disabled).toBe(false);
    expect(fake.bodiesOf('POST /api/data/promotions/rakeback')).toHaveLength(2);
    expect(fake.bodiesOf('POST /api/data/rakeback')).toHaveLength(2);
    expect(screen.getByTestId('rakeback-accrued').textContent).toBe('≈ $0.00');
  });

  it("shows the server's refusal: the 4-hour cooldown text", async () => {
    await openModal();
    fake.requestHandlers.set('POST /api/data/claimRakeback', () => {
      throw new ApiError(400, { code: 1, message: RAKEBACK_TEXTS.cooldown });
    });
    fireEvent.click(claimButton());
    expect((await screen.findByRole('alert')).textContent).toBe('You can collect cashback after 4 hours');
    expect(claimButton().disabled).toBe(false);
  });

  it('asks a guest to sign in and calls nothing', async () => {
    setSession(null);
    await openModal();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Sign in' }));
    expect(useAuthModal.getState().view).toBe('auth');
    expect(usePromotionModals.getState().open).toBeNull();
    expect(fake.transport.request).not.toHaveBeenCalled();
  });
});
