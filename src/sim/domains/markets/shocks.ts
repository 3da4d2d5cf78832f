/**
 * QA shocks (control.marketShock): a market moved by a percentage from one tick on, for good. Kept in the
 * world's meta table, so a reload (and a settlement after it) sees the same path.
 */
import type { SimDb } from '../../services/db';

export interface MarketShock {
  ticker: string;
  /** The first tick it applies to. */
  at: number;
  percent: number;
}

const SHOCKS_KEY = 'marketShocks';

export async function loadShocks(db: SimDb): Promise<MarketShock[]> {
  const stored = (await db.meta.get(SHOCKS_KEY))?.value;
  return Array.isArray(stored) ? (stored as MarketShock[]) : [];
}

export async function saveShocks(db: SimDb, shocks: readonly MarketShock[]): Promise<void> {
  await db.meta.put({ key: SHOCKS_KEY, value: [...shocks] });
}

/** The shocks of one market, oldest first, as the factor they multiply its price by at a moment. */
export class ShockBook {
  private readonly steps: Array<{ at: number; factor: number }> = [];

  constructor(shocks: readonly MarketShock[] = []) {
    for (const shock of [...shocks].sort((a, b) => a.at - b.at)) this.add(shock.at, shock.percent);
  }

  add(at: number, percent: number): void {
    const before = this.factor(at);
    // A shock applies from its tick on: later steps (none in practice: shocks come at the clock's now) move too.
    for (const step of this.steps) if (step.at >= at) step.factor *= 1 + percent / 100;
    this.steps.push({ at, factor: before * (1 + percent / 100) });
    this.steps.sort((a, b) => a.at - b.at);
  }

  /** The product of the shocks at or before `t` (1 when none). */
  factor(t: number): number {
    let factor = 1;
    for (const step of this.steps) {
      if (step.at > t) break;
      factor = step.factor;
    }
    return factor;
  }

  /** Whether the factor changes within [from, to). */
  changesWithin(from: number, to: number): boolean {
    return this.steps.some((step) => step.at > from && step.at < to);
  }
}
