/**
 * Referral capture (platform.md §1): an affiliate link carries ?c=CODE (any page) or is /ref/{code}. The code
 * is kept as cookie `c` for a day and as referralCode in the preferences, which prefill the invite code.
 */
import { matchPath } from 'react-router';
import { LIMITS, REFERRAL_COOKIE, REFERRAL_QUERY } from '@contract/index';
import { usePreferences } from '../stores/app-store';

const REFERRAL_PATH = '/ref/:code';
/** Anything else is not a code we issued; ignoring it keeps odd input out of the cookie and the form. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const DAY_SECONDS = 24 * 60 * 60;

interface UrlParts {
  pathname: string;
  search: string;
}

export function referralFromUrl({ pathname, search }: UrlParts): string | null {
  const code =
    new URLSearchParams(search).get(REFERRAL_QUERY) ?? matchPath(REFERRAL_PATH, pathname)?.params.code;
  return code && CODE_PATTERN.test(code) ? code : null;
}

export function readReferralCookie(): string | null {
  const prefix = `${REFERRAL_COOKIE}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  const code = entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
  return code && CODE_PATTERN.test(code) ? code : null;
}

function rememberReferral(code: string): void {
  const maxAge = LIMITS.cookieLifetimeDays * DAY_SECONDS;
  document.cookie = `${REFERRAL_COOKIE}=${encodeURIComponent(code)}; max-age=${maxAge}; path=/; SameSite=Lax`;
  usePreferences.getState().set({ referralCode: code });
}

/** Stores the code the URL carries, if any; returns it. */
export function captureReferral(url: UrlParts): string | null {
  const code = referralFromUrl(url);
  if (code) rememberReferral(code);
  return code;
}

/** At load: the URL's code wins; otherwise a cookie from an earlier visit fills referralCode. */
export function initReferral(url: UrlParts = window.location): void {
  if (captureReferral(url)) return;
  const fromCookie = readReferralCookie();
  if (fromCookie) usePreferences.getState().set({ referralCode: fromCookie });
}
