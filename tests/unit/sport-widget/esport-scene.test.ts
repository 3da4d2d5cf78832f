/** The drawn esport stream's motion: inside the field, deterministic, and a score sends the ball into the goal. */
import { describe, expect, it } from 'vitest';
import {
  ballAt,
  ballInCelebration,
  CELEBRATION_MS,
  celebrationProgress,
  goalOf,
  phaseOf,
  playersAt,
  sceneKindOf,
  scorers,
} from '../../../src/app/features/sport-widget/esport-scene';

describe('esport scene', () => {
  it('keeps the ball and every player on the field, the same for the same match and time', () => {
    const phase = phaseOf('109-0-4242');
    expect(phaseOf('109-0-4242')).toBe(phase);
    expect(phaseOf('109-0-4243')).not.toBe(phase);
    for (let seconds = 0; seconds < 600; seconds += 0.7) {
      const ball = ballAt(seconds, phase);
      for (const point of [ball, ...playersAt('home', seconds, phase, ball, false)]) {
        expect(point.x).toBeGreaterThan(0);
        expect(point.x).toBeLessThan(1);
        expect(point.y).toBeGreaterThan(0);
        expect(point.y).toBeLessThan(1);
      }
    }
    expect(ballAt(12.5, phase)).toEqual(ballAt(12.5, phase));
  });

  it('stands the players on their spots in a break', () => {
    const ball = { x: 0.9, y: 0.9 };
    expect(playersAt('home', 1, 0, ball, true)).toEqual(playersAt('home', 99, 3, ball, true));
    expect(playersAt('away', 1, 0, ball, true)[0]!.x).toBeGreaterThan(0.5);
  });

  it('celebrates only the side whose score rose', () => {
    expect(scorers(null, { home: 1, away: 0 })).toEqual([]);
    expect(scorers({ home: 0, away: 0 }, { home: 1, away: 0 })).toEqual(['home']);
    expect(scorers({ home: 1, away: 0 }, { home: 1, away: 1 })).toEqual(['away']);
    expect(scorers({ home: 1, away: 1 }, { home: 1, away: 1 })).toEqual([]);
  });

  it('carries the ball into the scoring side’s goal and keeps the celebration within its time', () => {
    const from = { x: 0.5, y: 0.3 };
    expect(ballInCelebration(from, 'home', 0)).toEqual(from);
    expect(ballInCelebration(from, 'home', 0.5)).toEqual(goalOf('home'));
    expect(ballInCelebration(from, 'away', 1).x).toBeLessThan(0.05);
    expect(celebrationProgress(1000, 1000)).toBe(0);
    expect(celebrationProgress(1000 + CELEBRATION_MS / 2, 1000)).toBeCloseTo(0.5);
    expect(celebrationProgress(1000 + CELEBRATION_MS * 3, 1000)).toBe(1);
  });

  it('plays Counter-Strike on a map and FIFA on a pitch', () => {
    expect(sceneKindOf(109)).toBe('map');
    expect(sceneKindOf(300)).toBe('pitch');
  });
});
