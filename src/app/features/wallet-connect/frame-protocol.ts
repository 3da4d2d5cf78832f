/**
 * What the page and the wallet-connect frame at /walletconnect share (platform.md §4 "Wallet-connect"): the
 * login-type cookie the page sets for a day when it opens the frame, and the messages the frame posts to the
 * page: `modal-open` whenever its connect modal opens, `close` with the thirdweb uid (none when the player
 * closed it without connecting). Both are pages of this build, so every message is same-origin.
 */

import type { LoginType } from './wallet-connect-store';

export const WALLET_CONNECT_FRAME_PATH = '/walletconnect';

export const LOGIN_TYPE_COOKIE = 'walletconnect_login_type';
/** platform.md §9: cookie lifetime 1 day. */
export const LOGIN_TYPE_COOKIE_MAX_AGE_S = 24 * 60 * 60;

export function writeLoginTypeCookie(type: LoginType): void {
  document.cookie = `${LOGIN_TYPE_COOKIE}=${type}; max-age=${LOGIN_TYPE_COOKIE_MAX_AGE_S}; path=/; samesite=strict`;
}

/** The login type the page chose, or null when the frame was not opened by the page (or a day has passed). */
export function readLoginTypeCookie(cookie: string = document.cookie): LoginType | null {
  for (const pair of cookie.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LOGIN_TYPE_COOKIE && (value === 'auth' || value === 'connect')) return value;
  }
  return null;
}

/** Marks our messages among whatever else a page receives (extensions, devtools, other frames). */
const SOURCE = 'betkings-walletconnect';

export type FrameMessage =
  { source: typeof SOURCE; type: 'modal-open' } | { source: typeof SOURCE; type: 'close'; uid?: string };

export const modalOpenMessage = (): FrameMessage => ({ source: SOURCE, type: 'modal-open' });
export const closeMessage = (uid?: string): FrameMessage =>
  uid ? { source: SOURCE, type: 'close', uid } : { source: SOURCE, type: 'close' };

function parseFrameMessage(data: unknown): FrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== SOURCE) return null;
  if (message.type === 'modal-open') return modalOpenMessage();
  if (message.type === 'close')
    return closeMessage(typeof message.uid === 'string' ? message.uid : undefined);
  return null;
}

/** The frame's side: tells the page around it, and nothing on another origin. */
export function postToPage(message: FrameMessage): void {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}

/** What the page does with a frame message. */
export type FrameAction = { kind: 'open' } | { kind: 'close'; uid: string | null };

export interface FrameListenerOptions {
  /** The page's own origin: the frame is a page of this build. */
  origin: string;
  /** The frame's window, the only sender listened to. */
  frame: () => MessageEventSource | null;
  onAction: (action: FrameAction) => void;
}

/**
 * The page's side: a `message` listener for one frame. Messages from another origin or another window are
 * dropped. The first modal-open is ignored, as the spec says: it is the frame announcing the modal the page
 * has just opened itself; a later one (the frame back at its wallet list) keeps the modal open.
 */
export function createFrameListener({ origin, frame, onAction }: FrameListenerOptions) {
  let modalOpens = 0;
  return (event: MessageEvent): void => {
    if (event.origin !== origin || event.source === null || event.source !== frame()) return;
    const message = parseFrameMessage(event.data);
    if (!message) return;
    if (message.type === 'modal-open') {
      modalOpens += 1;
      if (modalOpens > 1) onAction({ kind: 'open' });
      return;
    }
    onAction({ kind: 'close', uid: message.uid ?? null });
  };
}
