import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  BT_PATH_PARAM,
  SPORTSBOOK_MESSAGES,
  SPORTSBOOK_PAGE,
  SPORTSBOOK_PATH_PARAM,
  sportsbookPathOf,
} from '@contract/sportsbook-frame';
import { sportsbookLink } from './links';
import { useSportsbookHost } from './use-sportsbook-host';

/**
 * The sportsbook's page in its frame. ?bt-path is the one place the path lives: the frame opens on it, a
 * change of it (the sidebar, the browser's back button) tells the frame to go there, and where the frame goes
 * by itself is written back into it as a new history entry.
 */
export function SportsbookFrame() {
  const frame = useRef<HTMLIFrameElement>(null);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const path = sportsbookPathOf(params.get(BT_PATH_PARAM));
  // The frame loads once; later paths travel as messages, so that it keeps its state (slip, favourites).
  const [src] = useState(() => `${SPORTSBOOK_PAGE}?${SPORTSBOOK_PATH_PARAM}=${encodeURIComponent(path)}`);
  /** Where the frame is (or has been told to go). */
  const framePath = useRef(path);

  const onLocation = useCallback(
    (reported: string) => {
      framePath.current = reported;
      if (reported !== sportsbookPathOf(params.get(BT_PATH_PARAM))) navigate(sportsbookLink(reported));
    },
    [navigate, params],
  );
  const post = useSportsbookHost({ frame, onLocation });

  useEffect(() => {
    if (path === framePath.current) return;
    framePath.current = path;
    post({ type: SPORTSBOOK_MESSAGES.navigate, path });
  }, [path, post]);

  return (
    <div className="sportsbook">
      <iframe ref={frame} className="sportsbook__frame" src={src} title="Sportsbook" />
    </div>
  );
}
