import { useEffect, useRef } from 'react';
import type { GameLaunchAnswer } from '@contract/provider/index';
import { relayFrameCalls } from './relay';
import './provider-games.css';

interface ProviderFrameProps {
  launch: GameLaunchAnswer;
  /** After each call the frame made (a bet or a win may have moved the balance). */
  onCall: (method: string) => void;
}

/** The provider's game client in its frame, its calls relayed to the provider's server. */
export function ProviderFrame({ launch, onCall }: ProviderFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latestOnCall = useRef(onCall);
  useEffect(() => {
    latestOnCall.current = onCall;
  }, [onCall]);

  useEffect(() => {
    if (!frame.current) return undefined;
    return relayFrameCalls(frame.current, launch.session, (method) => latestOnCall.current(method));
  }, [launch.session]);

  return (
    <div className="provider-game__screen">
      <iframe
        ref={frame}
        className="provider-game__frame"
        src={launch.url}
        title={launch.game.name}
        allow="autoplay; fullscreen"
      />
    </div>
  );
}
