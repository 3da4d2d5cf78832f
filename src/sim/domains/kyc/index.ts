/**
 * KYC and contact info (issue 9 §4; platform.md §2 to §9): the operator's verification call, the emulated KYC
 * provider (its form is kyc-provider.html; its backend and verdicts live here, on the sim clock) with the
 * operator's webhook, and the contact info for the VIP hosts. Registered in src/sim/index.ts.
 *
 * This entry is all the sim worker loads up front: the domain itself (service.ts) is imported on its first
 * use, so that the worker's first bundle stays within its budget.
 */
import type { RouteKey } from '@contract/index';
import type { SimContext } from '../../context';
import { lazyRoutes } from '../../router';

const load = () => import('./service');

const KYC_ROUTE_KEYS = [
  'POST /api/kycaid/verification',
  'POST /api/contactInfoModalSettings',
  'POST /api/profile/updateContactInfo',
] as const satisfies readonly RouteKey[];

export const kycRoutes = lazyRoutes(KYC_ROUTE_KEYS, async () => (await load()).kycHandlers);

/** On start: puts the verdicts a reload interrupted back on the sim clock (loads the domain only if any). */
export async function resumeKyc(ctx: SimContext): Promise<void> {
  if ((await ctx.db.kycVerifications.where('status').equals('submitted').count()) === 0) return;
  await (await load()).resumeVerdicts(ctx);
}

/** The provider's backend receives a submitted form (control.kycProviderSubmit). */
export const kycProviderSubmit = async (ctx: SimContext, submission: unknown) =>
  (await load()).submitToProvider(ctx, submission);
