// @vitest-environment jsdom
/**
 * The promo code form: the catalogue text of every refusal code (platform.md §8) and the wheel page's variant,
 * the field's own check, and what a success does (toast, deposit tab, 'Spin the wheel').
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import { ApiError, PROMO_ERRORS, type PromoActivation } from '@contract/index';
import { api } from '../shell/fakes/api';
import { PromoCodeForm } from '../../../src/app/features/promotions/code/PromoCodeForm';
import { usePromotionModals } from '../../../src/app/features/promotions/promotion-modals';
import { useWalletModal } from '../../../src/app/features/wallet/wallet-modal-store';

vi.mock('../../../src/app/api/api', () => import('../shell/fakes/api'));
vi.mock('../../../src/app/components/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const refuse = (code: number) => new ApiError(400, { code, message: `server text ${code}` });

function answer(activation: Partial<PromoActivation> = {}): PromoActivation {
  return {
    message: 'Promo code activated',
    reward: { kind: 'bonus', usd: 5, currency: 'usdt', multiplier: 10 },
    deposit: null,
    ...activation,
  };
}

/** The api answers the activation with `result` (an error is thrown), and anything else with success. */
function activationAnswers(result: PromoActivation | Error) {
  api.mockImplementation(async (route: unknown) => {
    if (route !== 'POST /api/promocode/activate') return [];
    if (result instanceof Error) throw result;
    return result;
  });
}

async function submit(code: string) {
  fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
}

beforeEach(() => {
  api.mockClear();
  vi.mocked(toast.success).mockClear();
  useWalletModal.setState({ open: false, tab: 'promocode' });
  usePromotionModals.setState({ open: null });
});
afterEach(cleanup);

describe('promo code refusals', () => {
  it.each(Object.entries(PROMO_ERRORS))('code %s reads "%s"', async (code, text) => {
    activationAnswers(refuse(Number(code)));
    render(<PromoCodeForm />);
    await submit('SOMECODE');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(api).toHaveBeenCalledWith('POST /api/promocode/activate', { code: 'SOMECODE' });
  });

  it.each([
    [1, 'invalid'],
    [2, 'expired'],
    [3, PROMO_ERRORS[3]],
    [8, PROMO_ERRORS[8]],
    [9, PROMO_ERRORS[9]],
  ])('on the wheel, code %s reads "%s"', async (code, text) => {
    activationAnswers(refuse(code));
    render(<PromoCodeForm variant="wheel" />);
    await submit('SOMECODE');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('a code outside the catalogue shows the server text', async () => {
    activationAnswers(refuse(42));
    render(<PromoCodeForm />);
    await submit('SOMECODE');
    expect((await screen.findByRole('alert')).textContent).toBe('server text 42');
  });

  it('an empty code is refused in the form, without a call', async () => {
    activationAnswers(answer());
    render(<PromoCodeForm />);
    await submit('   ');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a promo code');
    expect(api).not.toHaveBeenCalled();
  });
});

describe('promo code success', () => {
  it("toasts the answer's message, trims the code and clears the field", async () => {
    activationAnswers(answer({ message: 'You got $5.00' }));
    render(<PromoCodeForm />);
    await submit('  WELCOME5 ');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('You got $5.00'));
    expect(api).toHaveBeenCalledWith('POST /api/promocode/activate', { code: 'WELCOME5' });
    expect(api).toHaveBeenCalledWith('POST /api/bonusBalance');
    expect((screen.getByLabelText('Promo code') as HTMLInputElement).value).toBe('');
  });

  it("a 'deposit' answer opens the wallet's deposit tab and closes the promotions dialog", async () => {
    usePromotionModals.setState({ open: 'redeemCode' });
    activationAnswers(
      answer({ reward: { kind: 'depositBonus', bonusId: 'welcome-deposit' }, deposit: { currency: 'btc' } }),
    );
    render(<PromoCodeForm />);
    await submit('DEPOSIT100');
    await vi.waitFor(() => expect(useWalletModal.getState()).toMatchObject({ open: true, tab: 'deposit' }));
    expect(usePromotionModals.getState().open).toBeNull();
  });

  it("a code that gave spins offers 'Spin the wheel', which opens the wheel in the wallet's place", async () => {
    useWalletModal.setState({ open: true, tab: 'promocode' });
    activationAnswers(answer({ reward: { kind: 'tickets', count: 2 } }));
    render(<PromoCodeForm offerWheel />);
    await submit('SPINS2');
    expect((await screen.findByRole('status')).textContent).toContain('2 new spins');
    fireEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    expect(usePromotionModals.getState().open).toBe('wheel');
    expect(useWalletModal.getState().open).toBe(false);
  });

  it('inside the wheel no spin offer is made (the wheel counts its spins)', async () => {
    const onActivated = vi.fn();
    activationAnswers(answer({ reward: { kind: 'tickets', count: 1 } }));
    render(<PromoCodeForm variant="wheel" onActivated={onActivated} />);
    await submit('SPIN1');
    await vi.waitFor(() => expect(onActivated).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: 'Spin the wheel' })).toBeNull();
  });
});
