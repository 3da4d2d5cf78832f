// Light entries only: the popup, the page and the card load in their own chunks or with the chat panel.
export { openUserProfile } from './profile-popup-store';
export { UserProfileSlot } from './UserProfileSlot';
export { profilePath } from './paths';
