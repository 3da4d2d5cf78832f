export { WeeklyRacePage } from './WeeklyRacePage';
export { LeaderboardPage } from './LeaderboardPage';
