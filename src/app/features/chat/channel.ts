/**
 * Which chat room the page talks in (community.md §4): casino_{lang} or sport_{lang}. Sport pages and the
 * external sportsbook use the sport room; every other page the casino room.
 */
import { useLocation } from 'react-router';
import { chatChannel, type ChatMode } from '@contract/index';
import { modeForPath } from '../../hooks/mode';
import { useAppStore } from '../../stores/app-store';

const SPORTSBOOK_PATH = /^\/sportsbook(\/|$)/;
/** The interface is English only (platform.md §1): the room's language falls back to English. */
const FALLBACK_LANGUAGE = 'en';

export const chatModeForPath = (pathname: string): ChatMode =>
  modeForPath(pathname) === 'sport' || SPORTSBOOK_PATH.test(pathname) ? 'sport' : 'casino';

/** The two-letter language of a locale ('en-GB' → 'en'). */
export const chatLanguage = (locale: string) =>
  /^[a-z]{2}(?![a-z])/i.exec(locale)?.[0].toLowerCase() ?? FALLBACK_LANGUAGE;

export const channelForPage = (pathname: string, locale: string) =>
  chatChannel(chatModeForPath(pathname), chatLanguage(locale));

export function useChatChannel(): string {
  const { pathname } = useLocation();
  const locale = useAppStore((state) => state.locale);
  return channelForPage(pathname, locale);
}
