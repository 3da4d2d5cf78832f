import { useEffect, useRef, useState } from 'react';
import type { MatchIncident, SportEvent } from '@contract/sports';
import { drawScene, TEAM_COLOURS } from './draw-scene';
import {
  ballAt,
  celebrationProgress,
  phaseOf,
  sceneKindOf,
  scoreLabelOf,
  scorers,
  type Point,
  type Side,
} from './esport-scene';
import { MatchScoreboard } from './MatchScoreboard';

interface Celebration {
  side: Side;
  startedAt: number;
  from: Point;
}

/** The canvas: redrawn every animation frame from the newest match state, sized to its box and the screen's density. */
function StreamCanvas({ event, celebration }: { event: SportEvent; celebration: Celebration | null }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // The frame loop reads the newest props without restarting.
  const latest = useRef({ event, celebration });
  useEffect(() => {
    latest.current = { event, celebration };
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    let frame = 0;
    const draw = (now: number) => {
      const ratio = window.devicePixelRatio || 1;
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
      if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      const { event: current, celebration: party } = latest.current;
      const { match } = current;
      const progress = party ? celebrationProgress(now, party.startedAt) : 1;
      drawScene(ctx, {
        kind: sceneKindOf(match.sportId),
        width,
        height,
        seconds: now / 1000,
        phase: phaseOf(match.id),
        still: !match.clockRunning,
        stillText: match.inBreak ? 'Break' : null,
        celebration:
          party && progress < 1
            ? {
                side: party.side,
                progress,
                label: scoreLabelOf(match.sportId),
                team: match[party.side].name,
                from: party.from,
              }
            : null,
      });
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, []);

  return <canvas ref={canvasRef} className="live-stream__canvas" aria-hidden="true" />;
}

/** Where the scoring incidents fell in the match so far, as marks along a line. */
function IncidentStrip({ event, incidents }: { event: SportEvent; incidents: readonly MatchIncident[] }) {
  const span = Math.max(event.match.clock, incidents.at(-1)?.playSecond ?? 0, 1);
  return (
    <div className="live-stream__strip" aria-hidden="true">
      {incidents.map((incident) => (
        <span
          key={`${incident.playSecond}-${incident.side}`}
          className={`live-stream__mark is-${incident.side}`}
          style={{ left: `${(incident.playSecond / span) * 100}%`, background: TEAM_COLOURS[incident.side] }}
        />
      ))}
    </div>
  );
}

/** The ESPORTS view: a drawn stream of the play, where each score the channel brings is celebrated as it happens. */
export function EsportStream({
  event,
  readAt,
  incidents,
}: {
  event: SportEvent;
  readAt: number;
  incidents: readonly MatchIncident[];
}) {
  const { match } = event;
  const [celebration, setCelebration] = useState<Celebration | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const lastScore = useRef<Record<Side, number> | null>(null);

  useEffect(() => {
    const score = { home: match.score.home, away: match.score.away };
    const side = scorers(lastScore.current, score).at(-1);
    lastScore.current = score;
    if (!side) return;
    const now = performance.now();
    setCelebration({ side, startedAt: now, from: ballAt(now / 1000, phaseOf(match.id)) });
    setAnnouncement(`${scoreLabelOf(match.sportId)}: ${match[side].name}`);
    // Only a change of score starts a celebration (names and ids are the same match's).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [match.score.home, match.score.away]);

  return (
    <div className="live-stream">
      <MatchScoreboard match={match} readAt={readAt} league={event.league.name} />
      <div className="live-stream__screen">
        <StreamCanvas event={event} celebration={celebration} />
        <span className="live-stream__badge">LIVE</span>
      </div>
      <IncidentStrip event={event} incidents={incidents} />
      <p className="live-stream__legend">
        {(['home', 'away'] as const).map((side) => (
          <span key={side}>
            <i style={{ background: TEAM_COLOURS[side] }} aria-hidden="true" />
            {match[side].name}
          </span>
        ))}
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
