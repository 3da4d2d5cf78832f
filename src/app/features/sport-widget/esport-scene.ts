/**
 * The drawn esport stream's motion, as pure functions of time: where the ball (or the teams on a map) are at a
 * moment, and how far a scoring celebration has gone. The canvas code only draws what these say, so the motion
 * can be checked without a browser. Coordinates are fractions of the field (0..1), home attacking rightwards.
 */

export type SceneKind = 'pitch' | 'map';
export type Side = 'home' | 'away';

export interface Point {
  x: number;
  y: number;
}

/** Counter-Strike and the fighting games play on a map; every other esport on a pitch. */
const MAP_SPORTS = new Set([109, 304]);

export const sceneKindOf = (sportId: number): SceneKind => (MAP_SPORTS.has(sportId) ? 'map' : 'pitch');

/** What a scoring incident is called on screen. */
export function scoreLabelOf(sportId: number): string {
  if (sportId === 109) return 'Round won';
  if (sportId === 304) return 'Knockout';
  if (sportId === 302) return 'Basket';
  if (sportId === 303) return 'Point';
  return 'Goal';
}

/** How long a celebration lasts on screen. */
export const CELEBRATION_MS = 2_800;

/** 0 when it starts, 1 when it is over (and beyond: clamped). */
export const celebrationProgress = (now: number, startedAt: number) =>
  Math.min(1, Math.max(0, (now - startedAt) / CELEBRATION_MS));

/** A stable number from a match id, so two matches do not move alike. */
export function phaseOf(matchId: string): number {
  let hash = 2166136261;
  for (let index = 0; index < matchId.length; index += 1) {
    hash ^= matchId.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return ((hash >>> 0) % 10_000) / 1_000;
}

const clamp01 = (value: number, margin = 0.04) => Math.min(1 - margin, Math.max(margin, value));

/** The ball in open play at `seconds`: a wandering path over the whole pitch, made of slow waves. */
export function ballAt(seconds: number, phase: number): Point {
  const t = seconds + phase * 37;
  return {
    x: clamp01(0.5 + 0.32 * Math.sin(t * 0.61) * Math.cos(t * 0.17) + 0.1 * Math.sin(t * 1.9)),
    y: clamp01(0.5 + 0.3 * Math.sin(t * 0.43 + 1.3) + 0.08 * Math.cos(t * 2.3)),
  };
}

/** Formation spots of five players (their own half, for home on the left). */
const FORMATION: readonly Point[] = [
  { x: 0.08, y: 0.5 },
  { x: 0.24, y: 0.28 },
  { x: 0.24, y: 0.72 },
  { x: 0.4, y: 0.38 },
  { x: 0.42, y: 0.64 },
];

/**
 * Players at `seconds`: each drifts around its formation spot towards the ball (the outfield ones more); in a
 * break (`still`) they stand on their spots.
 */
export function playersAt(side: Side, seconds: number, phase: number, ball: Point, still: boolean): Point[] {
  return FORMATION.map((spot, index) => {
    const home = side === 'home' ? spot : { x: 1 - spot.x, y: 1 - spot.y };
    if (still) return home;
    const pull = index === 0 ? 0.12 : 0.38;
    const t = seconds + phase * 11 + index * 1.7 + (side === 'home' ? 0 : 5);
    return {
      x: clamp01(home.x + (ball.x - home.x) * pull + 0.03 * Math.sin(t * 1.3)),
      y: clamp01(home.y + (ball.y - home.y) * pull + 0.04 * Math.cos(t * 1.1)),
    };
  });
}

/** The goal a side scores in: home attacks the right-hand one. */
export const goalOf = (side: Side): Point => ({ x: side === 'home' ? 0.985 : 0.015, y: 0.5 });

/** The ball during a celebration: from where it was into the goal (eased), then resting in the net. */
export function ballInCelebration(from: Point, side: Side, progress: number): Point {
  const travel = Math.min(1, progress / 0.35);
  const eased = 1 - (1 - travel) ** 3;
  const goal = goalOf(side);
  return { x: from.x + (goal.x - from.x) * eased, y: from.y + (goal.y - from.y) * eased };
}

/** The sides whose score rose between two readings (what starts a celebration). */
export function scorers(before: Record<Side, number> | null, now: Record<Side, number>): Side[] {
  if (!before) return [];
  return (['home', 'away'] as const).filter((side) => now[side] > before[side]);
}
