export * from './constants';
export * from './errors';
export * from './models';
export * from './permissions';
export * from './money';
export * from './realtime';
export * from './routes';
export * from './sim-api';
export * from './server-time';
export * from './games';
export * from './fairness';
export * from './roulette';
export * from './chat';
export * from './feed';
export * from './support';
export * from './prices';
/** Types only: the promotions' rules and texts are imported from '@contract/promotions' (their chunks). */
export type * from './promotions';
/** Types only: the deposit texts and constants are imported from '@contract/deposits', so the sim worker loads them with its deposit chunk. */
export type * from './deposits';
/** Types only: the withdrawal rules and texts are imported from '@contract/withdrawals' (the cashier's chunk). */
export type * from './withdrawals';
/** Types only: the on-ramp's rules and texts are imported from '@contract/onramp' (the onramp chunk). */
export type * from './onramp';
/** Types only: the wallet-connect texts and wallets are imported from '@contract/wallet-connect'. */
export type * from './wallet-connect';
/** Types only: the staff page's rules and texts are imported from '@contract/admin' (its chunks). */
export type * from './admin';
