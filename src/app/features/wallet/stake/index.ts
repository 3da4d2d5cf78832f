export { AccountLine } from './AccountLine';
export { useStakeAccount, type StakeAccount } from './stake-account';
