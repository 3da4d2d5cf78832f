export { LiveFeedSlot, showsLiveFeed, WEEKLY_RACE_PATH } from './LiveFeedSlot';
