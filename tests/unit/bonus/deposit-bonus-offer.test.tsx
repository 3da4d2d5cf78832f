// @vitest-environment jsdom
/**
 * When the deposit bonus popup opens by itself (deposit-bonus-offer.ts): once per tab session and player, to
 * a player with the offer, not opted in, with no real money; and the deposit tab's offer line.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { Currency, DepositBonusAnswer } from '@contract/index';
import { setTransport } from '../../../src/app/api/api';
import { DepositBonusBanner } from '../../../src/app/features/bonus/DepositBonusBanner';
import { useDepositBonus } from '../../../src/app/features/bonus/deposit-bonus-store';
import { DIALOG_WAIT, offerDepositBonus } from '../../../src/app/features/bonus/deposit-bonus-offer';
import { usePromotionModals } from '../../../src/app/features/promotions/promotion-modals';
import { useWalletModal } from '../../../src/app/features/wallet/wallet-modal-store';
import { currency, renderAt } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';
import { NO_OFFER, offer } from './fixtures';

const fake = createFakeTransport();
let answer: DepositBonusAnswer;
let currencies: Currency[];

const opened = () => usePromotionModals.getState().open;

beforeEach(() => {
  fake.reset();
  setTransport(fake.transport);
  sessionStorage.clear();
  useDepositBonus.getState().reset();
  usePromotionModals.setState({ open: null });
  useWalletModal.setState({ open: false });
  answer = offer(false);
  currencies = [
    currency('btc', 8, { balance: { real: 0, demo: 5 } }),
    currency('usdt', 6, { balance: { real: 0, demo: 0 } }),
  ];
  fake.requestHandlers.set('POST /api/data/promotions/depositBonus', () => answer);
  fake.requestHandlers.set('POST /api/data/currencies', () => currencies);
});
afterEach(cleanup);

describe('the deposit bonus offer', () => {
  it('opens the popup once per session for a player with the offer and no real money', async () => {
    await offerDepositBonus('u1');
    expect(opened()).toBe('depositBonus');

    usePromotionModals.setState({ open: null });
    await offerDepositBonus('u1');
    expect(opened()).toBeNull();
    expect(fake.bodiesOf('POST /api/data/promotions/depositBonus')).toHaveLength(1);
  });

  it('does not open for a player with real money, one who opted in, or without the offer', async () => {
    currencies = [currency('btc', 8, { balance: { real: 0.01, demo: 0 } })];
    await offerDepositBonus('rich');
    answer = offer(true);
    currencies = [currency('btc', 8, { balance: { real: 0, demo: 0 } })];
    await offerDepositBonus('opted-in');
    answer = NO_OFFER;
    await offerDepositBonus('used');
    expect(opened()).toBeNull();
  });

  it('waits for another dialog to close, and gives up when it stays', async () => {
    DIALOG_WAIT.everyMs = 20;
    useWalletModal.setState({ open: true });
    const offering = offerDepositBonus('u1');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(opened()).toBeNull();
    useWalletModal.setState({ open: false });
    await offering;
    expect(opened()).toBe('depositBonus');

    usePromotionModals.setState({ open: null });
    useWalletModal.setState({ open: true });
    await offerDepositBonus('u2');
    expect(opened()).toBeNull();
  });

  it('opens nothing for a player who signed out meanwhile', async () => {
    await offerDepositBonus('u1', () => false);
    expect(opened()).toBeNull();
  });

  it('offers nothing when the offer cannot be read', async () => {
    fake.requestHandlers.set('POST /api/data/promotions/depositBonus', () => {
      throw new Error('down');
    });
    await offerDepositBonus('u1');
    expect(opened()).toBeNull();
  });
});

describe('the deposit tab’s offer line', () => {
  it('offers the bonus and opens the popup from Opt in', async () => {
    await renderAt(<DepositBonusBanner />);
    expect(screen.getByRole('note').textContent).toContain('Get 100% up to $1,000');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Opt in' })));
    expect(opened()).toBe('depositBonus');
  });

  it('reminds an opted-in player, and is absent without an offer', async () => {
    answer = offer(true);
    const view = await renderAt(<DepositBonusBanner />);
    expect(screen.getByRole('note').textContent).toBe('Get 100% up to $1,000: your first deposit gets it');
    expect(screen.queryByRole('button', { name: 'Opt in' })).toBeNull();
    view.unmount();

    answer = NO_OFFER;
    await renderAt(<DepositBonusBanner />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
