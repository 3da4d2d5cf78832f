/** What the staff page shows of a player (AdminUserDetails): the account, its states, money and history. */
import { SIM_SESSION_IDLE_MS, fromMinor } from '@contract/index';
import {
  ADMIN_ACTIONS_SHOWN,
  FOREVER_AFTER_MS,
  type AdminBalance,
  type AdminUserDetails,
  type StaffAction,
} from '@contract/admin';
import { CURRENCIES, type SimContext } from '../../context';
import type { StaffActionRecord } from '../../services/db-admin';
import type { BalanceRecord, SessionRecord, UserRecord } from '../../services/db';
import { microToUsd } from '../../services/usd';
import { decimalsOf } from '../games/records';
import { readTotals } from '../vip/totals';
import { latestExclusion } from './exclusion';

/** Minor units of a currency as the wire's decimal. */
export const wireAmount = (currency: string, minor: number) => fromMinor(minor, decimalsOf(currency));

/** A session that still answers: not ended, past its two-factor step or not, and not idle too long. */
export const isLiveSession = (session: SessionRecord, now: number) =>
  !session.revoked && now - session.lastSeen <= SIM_SESSION_IDLE_MS;

/** Every currency the player holds or held, in the fixture's order, with real, bonus and demo money. */
function balancesOf(ctx: SimContext, rows: BalanceRecord[]): AdminBalance[] {
  return CURRENCIES.flatMap((currency) => {
    const mine = rows.filter((row) => row.currency === currency.id);
    if (mine.length === 0) return [];
    const of = (kind: BalanceRecord['kind']) => mine.find((row) => row.kind === kind)?.amount ?? 0;
    const real = fromMinor(of('real'), currency.decimals);
    const price = ctx.prices.currency(currency.id)?.price ?? 0;
    return [
      {
        currency: currency.id,
        real,
        bonus: fromMinor(of('bonus'), currency.decimals),
        demo: fromMinor(of('demo'), currency.decimals),
        realUsd: Math.round(real * price * 100) / 100,
      },
    ];
  });
}

export function wireAction(record: StaffActionRecord, staff: UserRecord | undefined): StaffAction {
  const { _id, kind, at, minutes, until, currency, amount, reason, sessions } = record;
  return {
    _id,
    kind,
    at,
    by: { _id: record.staffId, name: staff?.name ?? '' },
    ...(minutes !== undefined ? { minutes } : {}),
    ...(until !== undefined ? { until } : {}),
    ...(currency !== undefined ? { currency } : {}),
    ...(currency !== undefined && amount !== undefined ? { amount: wireAmount(currency, amount) } : {}),
    ...(reason !== undefined ? { reason } : {}),
    ...(sessions !== undefined ? { sessions } : {}),
  };
}

async function recentActions(ctx: SimContext, userId: string): Promise<StaffAction[]> {
  const records = await ctx.db.staffActions
    .where('[userId+at]')
    .between([userId, -Infinity], [userId, Infinity])
    .reverse()
    .limit(ADMIN_ACTIONS_SHOWN)
    .toArray();
  const staff = await ctx.db.users.bulkGet([...new Set(records.map((record) => record.staffId))]);
  const byId = new Map(staff.flatMap((user) => (user ? [[user._id, user] as const] : [])));
  return records.map((record) => wireAction(record, byId.get(record.staffId)));
}

export async function playerDetails(ctx: SimContext, player: UserRecord): Promise<AdminUserDetails> {
  const now = ctx.clock.now();
  const [balances, totals, sessions, actions, referrer, exclusion] = await Promise.all([
    ctx.db.balances.where('userId').equals(player._id).toArray(),
    readTotals(ctx, player._id),
    ctx.db.sessions.where('userId').equals(player._id).toArray(),
    recentActions(ctx, player._id),
    player.invitedBy ? ctx.db.users.get(player.invitedBy) : undefined,
    latestExclusion(ctx, player._id),
  ]);
  const muted = player.mute !== null && player.mute > now;
  return {
    user: {
      _id: player._id,
      name: player.name,
      avatar: player.avatar,
      email: player.email,
      email_verified: player.email_verified,
      created_at: player.created_at,
      roles: player.roles,
      permissions: player.permissions,
      vipLevel: player.vipLevel,
      two_factor_enabled: player.two_factor_enabled,
      private_bets: player.private_bets,
      wallet_address: player.wallet_address,
      telegram_id: player.telegram_id,
    },
    kyc: {
      required: player.is_kyc_required,
      verified: player.is_kyc_verified,
      status: player.kyc_verification_status,
    },
    mute: muted ? { until: player.mute!, forever: player.mute! - now >= FOREVER_AFTER_MS } : null,
    // An exclusion set by the player (or the demo's account) has no staff action: it is forever.
    selfExclusion: player.self_excluded ? { until: exclusion?.until ?? null } : null,
    invitedBy: referrer ? { _id: referrer._id, name: referrer.name } : null,
    balances: balancesOf(ctx, balances),
    totals: {
      depositedUsd: microToUsd(totals.depositedMicroUsd),
      wageredUsd: microToUsd(totals.wageredMicroUsd),
    },
    activeSessions: sessions.filter((session) => isLiveSession(session, now)).length,
    actions,
  };
}
