// Light entries only: the chat panel itself loads in its own chunk when the chat opens.
export { ChatColumn } from './ChatColumn';
export { ChatToggle } from './ChatToggle';
export { ShareToChatButton } from './ShareToChatButton';
