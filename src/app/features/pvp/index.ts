/** Player-versus-player pools: /pvp and /pvp/pool/{poolId}. */
export { PvpPage } from './PvpPage';
export { PoolPage } from './PoolPage';
