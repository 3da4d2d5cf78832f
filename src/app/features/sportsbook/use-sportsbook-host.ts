/**
 * The host page's side of the sportsbook frame (contract/sportsbook-frame.ts): answers its calls through the
 * relay, tells it who the player is (again whenever that changes), forwards the sports channel's pushes while
 * it is open, and reports where it went. Only messages from this frame's window on this build's origin count,
 * and every message goes to that origin only.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import {
  SPORTSBOOK_MESSAGES,
  isSportsbookFrameMessage,
  type SportsbookHostMessage,
} from '@contract/sportsbook-frame';
import { SPORTS_CHANNEL, SPORTS_EVENTS, type SportsTick } from '@contract/sports';
import { getTransport } from '../../api/api';
import { serverNow } from '../../api/server-clock';
import { openAuthModal } from '../auth';
import { usePlayerCurrency, usePlayerView } from './player-view';
import { relaySportsbookCall } from './relay';

const now = () => serverNow() ?? Date.now();

/** To the frame's window on this build's origin only; nothing is sent before the frame has loaded. */
function postToFrame(frame: RefObject<HTMLIFrameElement | null>, message: SportsbookHostMessage) {
  frame.current?.contentWindow?.postMessage(message, window.location.origin);
}

export interface SportsbookHostOptions {
  frame: RefObject<HTMLIFrameElement | null>;
  /** The frame moved to `path` by itself (a link inside it). */
  onLocation: (path: string) => void;
}

/** Returns `post`, which sends a message to the frame (dropped until the frame has loaded). */
export function useSportsbookHost({ frame, onLocation }: SportsbookHostOptions) {
  const view = usePlayerView();
  const currency = usePlayerCurrency();
  const ready = useRef(false);
  const latest = useRef({ view, currency, onLocation });
  useEffect(() => {
    latest.current = { view, currency, onLocation };
  }, [view, currency, onLocation]);

  const post = useCallback((message: SportsbookHostMessage) => postToFrame(frame, message), [frame]);

  useEffect(() => {
    const sendInit = () => {
      const { view: player, currency: wallet } = latest.current;
      post({ type: SPORTSBOOK_MESSAGES.init, init: { ...player, currency: wallet, serverNow: now() } });
    };
    async function onMessage(event: MessageEvent<unknown>) {
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source || event.origin !== window.location.origin) return;
      const message = event.data;
      if (!isSportsbookFrameMessage(message)) return;
      switch (message.type) {
        case SPORTSBOOK_MESSAGES.ready:
          ready.current = true;
          sendInit();
          return;
        case SPORTSBOOK_MESSAGES.location:
          latest.current.onLocation(message.path);
          return;
        case SPORTSBOOK_MESSAGES.signIn:
          openAuthModal('auth');
          return;
        case SPORTSBOOK_MESSAGES.call: {
          const answer = await relaySportsbookCall(message.route, message.body);
          post({ type: SPORTSBOOK_MESSAGES.reply, id: message.id, answer });
        }
      }
    }
    window.addEventListener('message', onMessage);
    const unbindTick = getTransport().realtime.listen(SPORTS_CHANNEL, SPORTS_EVENTS.tick, (payload) => {
      if (ready.current)
        post({ type: SPORTSBOOK_MESSAGES.tick, tick: payload as SportsTick, serverNow: now() });
    });
    return () => {
      window.removeEventListener('message', onMessage);
      unbindTick();
    };
  }, [frame, post]);

  // Who the player is changed (signed in or out, demo, odds format): the frame starts from the new view.
  useEffect(() => {
    if (ready.current) {
      const init = { ...view, currency: latest.current.currency, serverNow: now() };
      post({ type: SPORTSBOOK_MESSAGES.init, init });
    }
  }, [view, post]);

  useEffect(() => {
    if (ready.current) post({ type: SPORTSBOOK_MESSAGES.balance, currency });
  }, [currency, post]);

  return post;
}
