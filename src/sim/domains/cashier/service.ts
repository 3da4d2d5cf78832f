/** The withdrawal domain behind its lazy entry (index.ts). */
export { startCashier } from './cashier';
export { broadcastQueuedPayouts } from './broadcast';
export { cashierRoutes as cashierHandlers } from './routes';
export { approveWithdrawal, pendingWithdrawals, rejectWithdrawal } from './staff';
