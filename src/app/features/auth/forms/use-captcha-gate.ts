import { useState } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';

/**
 * The captcha step before login and register (platform.md §4): the submit button shows the captcha, a
 * solved captcha submits at once, and a failed attempt clears it. `submitWith` returns whether the request
 * succeeded.
 */
export function useCaptchaGate(submitWith: (captcha: string) => Promise<boolean>) {
  const [visible, setVisible] = useState(false);
  const [payload, setPayload] = useState<string | null>(null);
  // A new key remounts the widget, which is how a captcha is cleared.
  const [key, setKey] = useState(0);

  function clear() {
    setPayload(null);
    setVisible(false);
    setKey((current) => current + 1);
  }

  return {
    visible,
    /** The solved captcha's response while its request runs; the submit button is disabled meanwhile. */
    payload,
    key,
    show: () => setVisible(true),
    clear,
    async solved(response: string) {
      setPayload(response);
      if (!(await submitWith(response))) clear();
    },
  };
}

/**
 * Validates the form's current values again (they may have changed while the captcha was shown) and sends
 * them; resolves false when they no longer validate.
 */
export function submitValidated<TFields extends FieldValues, TValues>(
  handleSubmit: UseFormHandleSubmit<TFields, TValues>,
  send: (values: TValues) => Promise<boolean>,
): Promise<boolean> {
  return new Promise((resolve) => {
    void handleSubmit(
      async (values) => resolve(await send(values)),
      () => resolve(false),
    )();
  });
}
