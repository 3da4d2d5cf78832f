import { CasinoHome } from '../features/home';

/** / and /ref/{code}: the casino home (the referral code is captured by the router). */
export function HomePage() {
  return <CasinoHome />;
}
