import { useId, useState } from 'react';
import { ApiError, MESSAGES } from '@contract/index';
import { api } from '../../api/api';
import { ExtensionGate } from '../extension-gate';
import './captcha.css';

export interface CaptchaProps {
  /** The one-time response to send with the request the captcha guards. */
  onSuccess: (response: string) => void;
  onFailure?: () => void;
}

type Step = 'idle' | 'verifying' | 'solved';

/**
 * The emulated checkbox captcha. It asks the emulated provider ('POST /captcha/solve') for a one-time
 * response, which the login and register calls then verify. Like the test keys of the real providers, the
 * sim also always accepts CAPTCHA_TEST_RESPONSE, so scripts can sign up without this widget.
 * To start over, the parent remounts it (a new key).
 */
export function Captcha({ onSuccess, onFailure }: CaptchaProps) {
  const id = useId();
  const [step, setStep] = useState<Step>('idle');
  const [failed, setFailed] = useState(false);

  async function verify() {
    setStep('verifying');
    setFailed(false);
    try {
      const { response } = await api('POST /captcha/solve');
      setStep('solved');
      onSuccess(response);
    } catch (error) {
      if (!(error instanceof ApiError)) console.error(error);
      setStep('idle');
      setFailed(true);
      onFailure?.();
    }
  }

  return (
    <ExtensionGate route="POST /captcha/solve">
      <div className="captcha" data-step={step}>
        <div className="captcha-box">
          {step === 'verifying' ? (
            <span className="captcha-spinner" role="status" aria-label="Verifying…" />
          ) : (
            <input
              id={id}
              type="checkbox"
              className="captcha-check"
              checked={step === 'solved'}
              disabled={step === 'solved'}
              onChange={() => void verify()}
            />
          )}
          <label htmlFor={id} className="captcha-label">
            {step === 'verifying' ? 'Verifying…' : 'I am human'}
          </label>
          {step === 'solved' && (
            <span className="captcha-tick" aria-hidden="true">
              ✓
            </span>
          )}
        </div>
        <span className="captcha-brand" aria-hidden="true">
          emuCAPTCHA
        </span>
        {failed && (
          <p className="captcha-error" role="alert">
            {MESSAGES.captchaFailed}
          </p>
        )}
      </div>
    </ExtensionGate>
  );
}
