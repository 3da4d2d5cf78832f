import { useEffect, useEffectEvent, type RefObject } from 'react';
import { isKycProviderMessage, type KycProviderSubmission } from '@contract/kyc';

/**
 * Hears the provider's form say the applicant submitted: only a message from the form's own origin and from
 * this frame's window counts (any other page could post a look-alike).
 */
export function useProviderSubmission(
  frame: RefObject<HTMLIFrameElement | null>,
  formUrl: string,
  onSubmitted: (submission: KycProviderSubmission) => void,
) {
  const submitted = useEffectEvent(onSubmitted);
  useEffect(() => {
    const providerOrigin = new URL(formUrl, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== providerOrigin || event.source !== frame.current?.contentWindow) return;
      if (isKycProviderMessage(event.data)) submitted(event.data.submission);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [formUrl, frame]);
}
