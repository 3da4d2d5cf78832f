export { CasinoHome } from './CasinoHome';
