// @vitest-environment jsdom
/**
 * BonusBalanceTransferred on the player's private channel (community.md §9): the wallet sync binds it while a
 * player is signed in; it toasts the converted bonus and reads the bonus list again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { ToastHost } from '../../../src/app/components/toast';
import { USER_EVENTS, userChannel, type BonusBalanceTransferred } from '@contract/index';
import { setTransport } from '../../../src/app/api/api';
import { useWallet } from '../../../src/app/features/wallet/wallet-store';
import { startWalletSync, stopWalletSync } from '../../../src/app/features/wallet/wallet-sync';
import { makeUser } from '../auth/fakes/user';
import { currency, setSession } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';
import { bonus } from './fixtures';

const fake = createFakeTransport();
const EVENT: BonusBalanceTransferred = { bonusId: 'b1', currency: 'usdt', value: 12.5 };

beforeEach(() => {
  fake.reset();
  setTransport(fake.transport);
  useWallet.setState({ currencies: [], bonuses: [] });
  fake.requestHandlers.set('POST /api/data/currencies', () => [currency('usdt', 2)]);
  fake.requestHandlers.set('POST /api/bonusBalance', () => [bonus()]);
  render(<ToastHost />);
});
afterEach(() => {
  stopWalletSync();
  cleanup();
});

describe('a bonus that became real money', () => {
  it('is announced and the bonus list is read again', async () => {
    setSession(makeUser());
    startWalletSync();
    await waitFor(() => expect(useWallet.getState().currencies).toHaveLength(1));
    const polls = fake.bodiesOf('POST /api/bonusBalance').length;
    fake.requestHandlers.set('POST /api/bonusBalance', () => []);

    expect(fake.emit(userChannel('u1'), USER_EVENTS.bonusBalanceTransferred, EVENT)).toBe(true);
    expect(await screen.findByText('Your bonus of 12.50 USDT is now real money')).toBeTruthy();
    expect(fake.bodiesOf('POST /api/bonusBalance').length).toBe(polls + 1);
    await waitFor(() => expect(useWallet.getState().bonuses).toEqual([]));
  });

  it('is not followed for a guest, nor after the player signs out', async () => {
    setSession(makeUser());
    startWalletSync();
    act(() => setSession(null));
    expect(fake.emit(userChannel('u1'), USER_EVENTS.bonusBalanceTransferred, EVENT)).toBe(false);
  });
});
