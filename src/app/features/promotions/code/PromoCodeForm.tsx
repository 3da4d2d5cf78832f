import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PROMO, type PromoActivation } from '@contract/index';
import { activatePromoBodySchema } from '@contract/promotions-schemas';
import { api } from '../../../api/api';
import { FormField } from '../../auth/forms/FormField';
import { useWalletModal } from '../../wallet/wallet-modal-store';
import { openPromotionModal } from '../promotion-modals';
import { promoErrorText, type PromoTextVariant } from '../promo-texts';
import { afterActivation } from './activate-code';
import './promo-code.css';

export interface PromoCodeFormProps {
  /** The wheel page reads codes 1 and 2 as 'invalid' and 'expired' (platform.md §8). */
  variant?: PromoTextVariant;
  /** Offers 'Spin the wheel' after a code that gave spins (not inside the wheel, which counts them itself). */
  offerWheel?: boolean;
  onActivated?: (activation: PromoActivation) => void;
}

interface PromoCodeValues {
  code: string;
}

/** The contract's schema checks the field; these are its refusals in words. */
function fieldText(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.type === 'too_small') return 'Enter a promo code';
  if (error.type === 'too_big') return `A promo code has at most ${PROMO.codeMaxLength} characters`;
  return error.message;
}

function openWheel() {
  useWalletModal.getState().closeWallet();
  openPromotionModal('wheel');
}

/**
 * The one promo code form (POST /api/promocode/activate): the wallet's Promocode tab, the Redeem Code dialog
 * and the bonus wheel use it. A refusal shows its catalogue text under the field; a success toasts the
 * answer's message and, for a deposit-bonus code, opens the wallet's deposit tab. Signed-in players only: the
 * openers send guests to sign in.
 */
export function PromoCodeForm({ variant = 'default', offerWheel = false, onActivated }: PromoCodeFormProps) {
  const form = useForm<PromoCodeValues>({
    resolver: zodResolver(activatePromoBodySchema),
    defaultValues: { code: '' },
  });
  const [spins, setSpins] = useState(0);
  const { isSubmitting, errors } = form.formState;

  async function activate(values: PromoCodeValues) {
    setSpins(0);
    try {
      const activation = await api('POST /api/promocode/activate', values);
      form.reset();
      afterActivation(activation);
      if (activation.reward.kind === 'tickets') setSpins(activation.reward.count);
      onActivated?.(activation);
    } catch (error) {
      form.setError('code', { type: 'server', message: promoErrorText(error, variant) });
    }
  }

  return (
    <form className="promo-form" noValidate onSubmit={form.handleSubmit(activate)}>
      <div className="promo-form__row">
        <FormField
          label="Promo code"
          className="promo-form__field"
          autoComplete="off"
          spellCheck={false}
          maxLength={PROMO.codeMaxLength}
          placeholder="Enter your code"
          error={fieldText(errors.code)}
          {...form.register('code')}
        />
        <button type="submit" className="button button--primary promo-form__submit" disabled={isSubmitting}>
          {isSubmitting ? 'Activating…' : 'Activate'}
        </button>
      </div>
      {offerWheel && spins > 0 && (
        <div className="promo-form__spins" role="status">
          <span>You have {spins === 1 ? 'a new spin' : `${spins} new spins`} of the bonus wheel.</span>
          <button type="button" className="button" onClick={openWheel}>
            Spin the wheel
          </button>
        </div>
      )}
    </form>
  );
}
