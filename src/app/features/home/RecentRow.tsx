import { useRecentGames } from '../catalogue/recent-games';
import { GameRow } from './GameRow';

/** The games the player opened lately (the global state's recent games), when there are any. */
export function RecentRow() {
  const recent = useRecentGames();
  if (recent.length === 0) return null;
  return <GameRow title="Recently played" games={recent} />;
}
