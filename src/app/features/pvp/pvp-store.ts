/**
 * The pools as the client holds them: every pool any pool screen has loaded, by id, kept live by the sports
 * channel's pushes (SPORTS_EVENTS.pvpPool), and the two lists (open and locked; settled and refunded) as
 * ids in their order. A push moves a pool between the lists and updates every screen that shows it at once.
 */
import { create } from 'zustand';
import { ApiError } from '@contract/errors';
import type { JoinPvpPoolBody, OpenPvpPoolBody, PvpPool } from '@contract/pvp';
import { PVP } from '@contract/pvp';
import { SPORTS_CHANNEL, SPORTS_EVENTS } from '@contract/sports';
import { api, getTransport } from '../../api/api';

export type PoolList = 'open' | 'settled';
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PvpState {
  pools: Record<string, PvpPool>;
  lists: Record<PoolList, string[]>;
  listStatus: Record<PoolList, LoadStatus>;
}

export const usePvp = create<PvpState>(() => ({
  pools: {},
  lists: { open: [], settled: [] },
  listStatus: { open: 'idle', settled: 'idle' },
}));

/** What a failed call shows: the server's message, or a generic line for anything else. */
export const pvpFailureText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'An error has occurred.';

export const listOf = (pool: PvpPool): PoolList =>
  pool.status === 'open' || pool.status === 'locked' ? 'open' : 'settled';

/** Open pools by their match's start (the sim's order); a settled one comes first, as the newest. */
function ordered(list: PoolList, pools: Record<string, PvpPool>, ids: string[]): string[] {
  const sorted =
    list === 'open'
      ? [...ids].sort(
          (a, b) => pools[a]!.startsAt - pools[b]!.startsAt || pools[a]!.createdAt - pools[b]!.createdAt,
        )
      : ids;
  return sorted.slice(0, PVP.listMax);
}

/** Keeps a pool (answered or pushed) and puts it in the list its status belongs to. */
export function applyPool(pool: PvpPool): void {
  usePvp.setState((state) => {
    const pools = { ...state.pools, [pool._id]: pool };
    const home = listOf(pool);
    const lists = { ...state.lists };
    for (const list of ['open', 'settled'] as const) {
      const without = lists[list].filter((id) => id !== pool._id);
      lists[list] = list === home ? ordered(list, pools, [pool._id, ...without]) : without;
    }
    return { pools, lists };
  });
}

export async function loadPools(list: PoolList): Promise<void> {
  usePvp.setState((state) => ({ listStatus: { ...state.listStatus, [list]: 'loading' } }));
  try {
    const answer = await api('POST /api/pvp/pools', { status: list });
    usePvp.setState((state) => {
      const pools = { ...state.pools };
      for (const pool of answer) pools[pool._id] = pool;
      return {
        pools,
        lists: { ...state.lists, [list]: answer.map((pool) => pool._id) },
        listStatus: { ...state.listStatus, [list]: 'ready' },
      };
    });
  } catch {
    usePvp.setState((state) => ({ listStatus: { ...state.listStatus, [list]: 'error' } }));
  }
}

/** One pool, kept with the others; throws the call's error (the page shows it). */
export async function loadPool(id: string): Promise<PvpPool> {
  const pool = await api('POST /api/pvp/pool', { id });
  applyPool(pool);
  return pool;
}

export async function openPool(body: OpenPvpPoolBody): Promise<PvpPool> {
  const pool = await api('POST /api/pvp/open', body);
  applyPool(pool);
  return pool;
}

export async function joinPool(body: JoinPvpPoolBody): Promise<PvpPool> {
  const pool = await api('POST /api/pvp/join', body);
  applyPool(pool);
  return pool;
}

let watchers = 0;
let unbind: (() => void) | null = null;

/** Keeps the pools live while the caller watches; returns the function that stops watching. */
export function watchPools(): () => void {
  watchers += 1;
  if (watchers === 1) {
    unbind = getTransport().realtime.listen(SPORTS_CHANNEL, SPORTS_EVENTS.pvpPool, (payload) =>
      applyPool(payload as PvpPool),
    );
  }
  return () => {
    watchers -= 1;
    if (watchers === 0) {
      unbind?.();
      unbind = null;
    }
  };
}
