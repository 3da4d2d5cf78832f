// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { REFERRAL_COOKIE } from '@contract/index';
import {
  captureReferral,
  initReferral,
  readReferralCookie,
  referralFromUrl,
} from '../../../src/app/router/referral';
import { usePreferences } from '../../../src/app/stores/app-store';

function clearCookie() {
  document.cookie = `${REFERRAL_COOKIE}=; max-age=0; path=/`;
}

beforeEach(() => {
  clearCookie();
  usePreferences.setState({ referralCode: null });
});

describe('referral capture', () => {
  it('reads ?c= on any page and /ref/{code}', () => {
    expect(referralFromUrl({ pathname: '/casino/slots', search: '?c=ALICE7' })).toBe('ALICE7');
    expect(referralFromUrl({ pathname: '/ref/bob_1', search: '' })).toBe('bob_1');
    expect(referralFromUrl({ pathname: '/', search: '' })).toBeNull();
  });

  it('ignores values that are not codes', () => {
    expect(referralFromUrl({ pathname: '/', search: '?c=%3Cscript%3E' })).toBeNull();
    expect(referralFromUrl({ pathname: '/', search: '?c=' })).toBeNull();
  });

  it('stores the code as cookie c and as referralCode', () => {
    expect(captureReferral({ pathname: '/', search: '?c=ALICE7' })).toBe('ALICE7');
    expect(readReferralCookie()).toBe('ALICE7');
    expect(usePreferences.getState().referralCode).toBe('ALICE7');
  });

  it('a cookie present at load fills referralCode', () => {
    document.cookie = `${REFERRAL_COOKIE}=FROMCOOKIE; path=/`;
    initReferral({ pathname: '/', search: '' });
    expect(usePreferences.getState().referralCode).toBe('FROMCOOKIE');
  });

  it('the URL wins over an older cookie at load', () => {
    document.cookie = `${REFERRAL_COOKIE}=OLD; path=/`;
    initReferral({ pathname: '/ref/NEW', search: '' });
    expect(usePreferences.getState().referralCode).toBe('NEW');
    expect(readReferralCookie()).toBe('NEW');
  });

  it('leaves referralCode alone without a code or cookie', () => {
    initReferral({ pathname: '/', search: '' });
    expect(usePreferences.getState().referralCode).toBeNull();
  });
});
