/**
 * What the crowd keeps in its `world` table (db version 3): the roster (who the simulated players are, so a
 * reload loads them instead of making new ones) and its meta (when it last acted, when it last pruned).
 */
import type { SimDb } from '../../services/db';
import type { BotProfile } from './profiles';

const ROSTER_KEY = 'roster';
const META_KEY = 'meta';

export interface WorldMeta {
  /** Sim time the crowd was made. */
  createdAt: number;
  /** Sim time of the crowd's last maintenance round (a reload resumes from its own clock, not from here). */
  lastTickAt: number;
  /** Sim time history was last pruned. */
  prunedAt: number;
}

export async function readRoster(db: SimDb): Promise<BotProfile[] | null> {
  const value = (await db.world.get(ROSTER_KEY))?.value;
  return Array.isArray(value) ? (value as BotProfile[]) : null;
}

/** The roster's row, to be written in the same transaction as the players' accounts. */
export const rosterRecord = (roster: readonly BotProfile[]) => ({ key: ROSTER_KEY, value: roster });

export async function readMeta(db: SimDb): Promise<WorldMeta | null> {
  const value = (await db.world.get(META_KEY))?.value;
  return value && typeof value === 'object' ? (value as WorldMeta) : null;
}

export const metaRecord = (meta: WorldMeta) => ({ key: META_KEY, value: meta });

export async function writeMeta(db: SimDb, meta: WorldMeta): Promise<void> {
  await db.world.put(metaRecord(meta));
}
