/**
 * The affiliate programme (issue 13 §3): a referred player's real wagers accrue commission to the player who
 * invited them (house edge × the tier's percent), refunds take back, and at 0:00 UTC on the sim clock the
 * pending commission is paid through the ledger, once, with a notification.
 */
import { describe, expect, it } from 'vitest';
import { HTTP, type AffiliateAnswer } from '@contract/index';
import { AFFILIATE_COMMISSION_REASON, payCommissions } from '../../../../src/sim/domains/affiliate/payout';
import { commissionOf, tierPercent } from '../../../../src/sim/domains/affiliate/tiers';
import { advance } from '../deposit-helpers';
import { PASSWORD, ledgerProblems, login, register, startWorld, type World } from '../world';
import { notifications, wager } from '../vip/helpers';

const DAY_MS = 86_400_000;

async function affiliate(world: World, token: string) {
  const reply = await world.call<AffiliateAnswer>('POST', '/api/affiliate', {}, token);
  expect(reply.status).toBe(HTTP.ok);
  return reply.body;
}

/** An affiliate and `count` players who signed up with its code. */
async function network(world: World, count: number) {
  const owner = await register(world);
  const referred = [];
  for (let index = 0; index < count; index += 1)
    referred.push(await register(world, undefined, { inviteCode: owner.login.toUpperCase() }));
  return { owner, referred };
}

describe('the commission tiers', () => {
  it('rise with the players brought, up to 40%', () => {
    expect([0, 2, 3, 9, 10, 24, 25, 1000].map(tierPercent)).toEqual([10, 10, 20, 20, 30, 30, 40, 40]);
    // $100 at a 1% edge and 20%: 20 cents.
    expect(commissionOf(100_000_000, 20)).toBe(200_000);
  });
});

describe('the affiliate', () => {
  it("accrues from its referred players' real wagers, and takes refunds back", async () => {
    const world = await startWorld();
    const { owner, referred } = await network(world, 3);
    const stranger = await register(world);
    await wager(world, referred[0]!.user._id, 1_000_00);
    await wager(world, referred[1]!.user._id, 250_00);
    await wager(world, referred[1]!.user._id, -50_00);
    await wager(world, referred[2]!.user._id, 500_00, { demo: true });
    await wager(world, stranger.user._id, 900_00);

    const answer = await affiliate(world, owner.token);
    expect(answer.code).toBe(owner.login);
    expect(answer.percent).toBe(20);
    // $1,200 wagered at a 1% edge and 20%: $2.40 pending.
    expect(answer.pendingUsd).toBe(2.4);
    expect(answer.paidUsd).toBe(0);
    expect(answer.nextPayoutAt).toBe(Date.UTC(2024, 4, 2));
    const byName = new Map(answer.referrals.map((referral) => [referral.name, referral]));
    expect(answer.referrals).toHaveLength(3);
    expect(byName.get(referred[0]!.login)).toMatchObject({ wageredUsd: 1_000, commissionUsd: 2 });
    expect(byName.get(referred[1]!.login)).toMatchObject({ wageredUsd: 200, commissionUsd: 0.4 });
    expect(byName.get(referred[2]!.login)).toMatchObject({ wageredUsd: 0, commissionUsd: 0 });
    // The stranger brought nobody.
    expect((await affiliate(world, stranger.token)).referrals).toEqual([]);
  });

  it('is paid at midnight through the ledger, once, with a notification', async () => {
    const world = await startWorld();
    const { owner, referred } = await network(world, 1);
    await wager(world, referred[0]!.user._id, 2_000_00);
    const ctx = await world.sim.context();
    const paidRows = () =>
      ctx.db.ledger.filter((row) => row.reason === AFFILIATE_COMMISSION_REASON).toArray();

    // 12:00 to 23:59: nothing yet.
    await advance(world, 12 * 3_600_000 - 60_000);
    expect(await paidRows()).toEqual([]);
    await advance(world, 60_000);
    // $2,000 at 1% and 10%: $2.00 in USDT.
    expect((await paidRows()).map(({ userId, currency, delta }) => ({ userId, currency, delta }))).toEqual([
      { userId: owner.user._id, currency: 'usdt', delta: 200 },
    ]);
    expect((await notifications(world, owner.user._id)).map(({ icon, text }) => ({ icon, text }))).toEqual([
      { icon: 'affiliate', text: 'Affiliate commission paid: $2.00' },
    ]);
    // (The session expired overnight: a new sign-in reads the programme.)
    const answer = await affiliate(world, (await login(world, owner.login, PASSWORD)).token);
    expect([answer.paidUsd, answer.pendingUsd]).toEqual([2, 0]);
    expect(answer.nextPayoutAt).toBe(Date.UTC(2024, 4, 3));

    // The same payout again (another tab, a replay) pays nothing; the next midnight pays only what is new.
    await payCommissions(ctx, Date.UTC(2024, 4, 2));
    await advance(world, DAY_MS);
    expect(await paidRows()).toHaveLength(1);
    await wager(world, referred[0]!.user._id, 500_00);
    await advance(world, DAY_MS);
    expect((await paidRows()).map((row) => row.delta)).toEqual([200, 50]);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('keeps its payout time across a reload and pays a missed midnight once', async () => {
    const world = await startWorld({ seed: 'affiliate-reload' });
    const { owner, referred } = await network(world, 1);
    await wager(world, referred[0]!.user._id, 1_000_00);
    await world.sim.close();
    const reopened = await startWorld({
      seed: 'affiliate-reload',
      dbName: world.dbName,
      startMs: world.clock.now() + 3 * DAY_MS,
    });
    await reopened.sim.control.settle();
    const ctx = await reopened.sim.context();
    const rows = await ctx.db.ledger.filter((row) => row.reason === AFFILIATE_COMMISSION_REASON).toArray();
    expect(rows.map(({ userId, delta }) => ({ userId, delta }))).toEqual([
      { userId: owner.user._id, delta: 100 },
    ]);
  });
});
