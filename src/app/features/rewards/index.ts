/** Rewards: /rewards, the /bonus faucet and the rakeback claim modal (its slot loads it lazily). */
export { RewardsPage } from './RewardsPage';
export { FaucetPage } from './faucet/FaucetPage';
