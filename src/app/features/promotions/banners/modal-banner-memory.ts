/** The banner modal is offered once a session: its dismissal is kept in sessionStorage (a new tab asks again). */
const DISMISSED_KEY = 'promotions.modalBanner.dismissed';

export function modalBannerDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    // Storage refused (privacy mode): offering it again is harmless.
    return false;
  }
}

export function rememberModalBannerDismissed(): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // As above.
  }
}
