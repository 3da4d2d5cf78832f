/** The buy-crypto domain behind its lazy entry (index.ts). */
export { pendingChallengeCode } from './challenge';
export { resumeOrders } from './deliver';
export { onrampRoutes as onrampHandlers } from './routes';
