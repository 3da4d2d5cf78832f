/** The KYC verification and contact-info calls (platform.md §7). */
import { authed, type RouteHandlers } from '../../router';
import { CONTACT_INFO_SETTINGS, updateContactInfo } from './contact-info';
import { startVerification } from './verification';

export const kycRoutes: RouteHandlers = {
  'POST /api/kycaid/verification': async (input) => {
    const { ctx, user } = authed(input);
    return startVerification(ctx, user, input.body);
  },

  'POST /api/contactInfoModalSettings': async () => CONTACT_INFO_SETTINGS,

  'POST /api/profile/updateContactInfo': async (input) => {
    const { ctx, user } = authed(input);
    return updateContactInfo(ctx, user, input.body);
  },
};
