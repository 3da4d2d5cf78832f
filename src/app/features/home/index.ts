export { CasinoHome } from './CasinoHome';
export { CasinoCategoryPage } from './CasinoCategoryPage';
export { OriginalsPage } from './OriginalsPage';
