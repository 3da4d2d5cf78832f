/**
 * Draws one frame of the esport stream on a canvas: a pitch with players and a ball, or a top-down map with
 * the two teams, and over either the scoring celebration. Positions come from esport-scene.ts.
 */
import { ballAt, ballInCelebration, playersAt, type Point, type SceneKind, type Side } from './esport-scene';

export interface SceneFrame {
  kind: SceneKind;
  width: number;
  height: number;
  seconds: number;
  phase: number;
  /** A break or a match that is not being played: nobody moves. */
  still: boolean;
  stillText: string | null;
  celebration: { side: Side; progress: number; label: string; team: string; from: Point } | null;
}

export const TEAM_COLOURS: Record<Side, string> = { home: '#3fa7ff', away: '#ff5d6c' };

type Ctx = CanvasRenderingContext2D;

function drawPitchGround(ctx: Ctx, width: number, height: number) {
  const stripes = 10;
  for (let index = 0; index < stripes; index += 1) {
    ctx.fillStyle = index % 2 === 0 ? '#1f7a3d' : '#23864a';
    ctx.fillRect((index * width) / stripes, 0, width / stripes + 1, height);
  }
  ctx.strokeStyle = 'rgb(255 255 255 / 70%)';
  ctx.lineWidth = Math.max(1, width / 320);
  const pad = width * 0.02;
  ctx.strokeRect(pad, pad, width - 2 * pad, height - 2 * pad);
  ctx.beginPath();
  ctx.moveTo(width / 2, pad);
  ctx.lineTo(width / 2, height - pad);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(width / 2, height / 2, height * 0.16, 0, Math.PI * 2);
  ctx.stroke();
  const boxW = width * 0.12;
  const boxH = height * 0.46;
  ctx.strokeRect(pad, (height - boxH) / 2, boxW, boxH);
  ctx.strokeRect(width - pad - boxW, (height - boxH) / 2, boxW, boxH);
  ctx.fillStyle = 'rgb(255 255 255 / 85%)';
  const goalH = height * 0.18;
  ctx.fillRect(0, (height - goalH) / 2, pad, goalH);
  ctx.fillRect(width - pad, (height - goalH) / 2, pad, goalH);
}

function drawMapGround(ctx: Ctx, width: number, height: number) {
  ctx.fillStyle = '#2a2620';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#3b352b';
  const walls: [number, number, number, number][] = [
    [0.2, 0.0, 0.06, 0.4],
    [0.2, 0.6, 0.06, 0.4],
    [0.45, 0.2, 0.1, 0.6],
    [0.74, 0.0, 0.06, 0.35],
    [0.74, 0.65, 0.06, 0.35],
  ];
  for (const [x, y, w, h] of walls) ctx.fillRect(x * width, y * height, w * width, h * height);
  ctx.font = `700 ${Math.round(height * 0.09)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const sites: [string, number, number][] = [
    ['A', 0.62, 0.12],
    ['B', 0.38, 0.88],
  ];
  for (const [name, x, y] of sites) {
    ctx.fillStyle = 'rgb(245 179 1 / 22%)';
    ctx.beginPath();
    ctx.arc(x * width, y * height, height * 0.1, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = 'rgb(245 179 1 / 80%)';
    ctx.fillText(name, x * width, y * height);
  }
}

function drawPlayers(ctx: Ctx, frame: SceneFrame, ball: Point, side: Side, fallen: number) {
  const radius = Math.max(3, frame.height * 0.035);
  const players = playersAt(side, frame.seconds, frame.phase, ball, frame.still);
  players.forEach((player, index) => {
    const x = player.x * frame.width;
    const y = player.y * frame.height;
    const down = index < fallen;
    ctx.globalAlpha = down ? 0.35 : 1;
    ctx.fillStyle = TEAM_COLOURS[side];
    ctx.beginPath();
    ctx.arc(x, y, radius, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = 'rgb(0 0 0 / 55%)';
    ctx.lineWidth = 1.5;
    ctx.stroke();
    if (down) {
      ctx.strokeStyle = '#fff';
      ctx.beginPath();
      ctx.moveTo(x - radius, y - radius);
      ctx.lineTo(x + radius, y + radius);
      ctx.moveTo(x + radius, y - radius);
      ctx.lineTo(x - radius, y + radius);
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
  });
}

function drawBanner(
  ctx: Ctx,
  frame: SceneFrame,
  title: string,
  subtitle: string,
  colour: string,
  alpha: number,
) {
  const { width, height } = frame;
  ctx.globalAlpha = alpha;
  ctx.fillStyle = 'rgb(0 0 0 / 55%)';
  ctx.fillRect(0, height * 0.34, width, height * 0.32);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = colour;
  ctx.font = `800 ${Math.round(height * 0.13)}px system-ui, sans-serif`;
  ctx.fillText(title, width / 2, height * 0.45);
  ctx.fillStyle = '#fff';
  ctx.font = `600 ${Math.round(height * 0.065)}px system-ui, sans-serif`;
  ctx.fillText(subtitle, width / 2, height * 0.58, width * 0.9);
  ctx.globalAlpha = 1;
}

export function drawScene(ctx: Ctx, frame: SceneFrame): void {
  const { width, height, celebration } = frame;
  ctx.clearRect(0, 0, width, height);
  if (frame.kind === 'pitch') drawPitchGround(ctx, width, height);
  else drawMapGround(ctx, width, height);

  const open = ballAt(frame.seconds, frame.phase);
  const ball = celebration
    ? ballInCelebration(celebration.from, celebration.side, celebration.progress)
    : open;
  const loser: Side | null = celebration ? (celebration.side === 'home' ? 'away' : 'home') : null;
  // On a map the round's losers fall one by one; on a pitch everybody stays up.
  const fallen = (side: Side) =>
    frame.kind === 'map' && side === loser ? Math.ceil(Math.min(1, celebration!.progress * 2.5) * 5) : 0;
  drawPlayers(ctx, frame, frame.still ? { x: 0.5, y: 0.5 } : open, 'home', fallen('home'));
  drawPlayers(ctx, frame, frame.still ? { x: 0.5, y: 0.5 } : open, 'away', fallen('away'));

  if (frame.kind === 'pitch') {
    const radius = Math.max(2.5, height * 0.022);
    const at = frame.still && !celebration ? { x: 0.5, y: 0.5 } : ball;
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.arc(at.x * width, at.y * height, radius, 0, Math.PI * 2);
    ctx.fill();
  }

  if (celebration) {
    const { progress } = celebration;
    const alpha = progress < 0.3 ? progress / 0.3 : progress > 0.85 ? (1 - progress) / 0.15 : 1;
    if (progress < 0.5) {
      ctx.fillStyle = `rgb(255 255 255 / ${Math.round((0.5 - progress) * 40)}%)`;
      ctx.fillRect(0, 0, width, height);
    }
    drawBanner(
      ctx,
      frame,
      celebration.label.toUpperCase(),
      celebration.team,
      TEAM_COLOURS[celebration.side],
      alpha,
    );
  } else if (frame.stillText) {
    drawBanner(ctx, frame, frame.stillText, '', '#fff', 0.9);
  }
}
