/**
 * The staff actions' table (src/sim/domains/admin), Dexie version 23: the back office's audit trail of what
 * staff did to a player. A manual adjustment's ledger row references its action, written in the same
 * transaction; a timed self-exclusion is lifted from its action's `until` (also after a reload).
 */
import type { EntityTable } from 'dexie';
import type { StaffActionKind } from '@contract/admin';

export interface StaffActionRecord {
  _id: string;
  /** The player acted on. */
  userId: string;
  /** The staff member who acted. */
  staffId: string;
  kind: StaffActionKind;
  at: number;
  minutes?: number;
  /** Mute or self-exclusion: its end; null for forever. */
  until?: number | null;
  currency?: string;
  /** Adjustment: signed integer minor units of `currency`. */
  amount?: number;
  reason?: string;
  sessions?: number;
}

export interface AdminTables {
  staffActions: EntityTable<StaffActionRecord, '_id'>;
}

/** Dexie's store lines of version 23: a player's actions newest first; the exclusions to resume on start. */
export const ADMIN_STORES: Record<keyof AdminTables, string> = {
  staffActions: '_id, [userId+at], kind',
};
