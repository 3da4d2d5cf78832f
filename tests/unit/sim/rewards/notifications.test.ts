/**
 * The notifications list (POST /api/data/notifications): a guest gets none; a player the newest 30, newest
 * first, each also sent on the private channel once its cause committed (notify, the one writer).
 */
import { describe, expect, it } from 'vitest';
import { HTTP, USER_EVENTS, userChannel, type Notification } from '@contract/index';
import { txValue } from '../../../../src/sim/domains/games/tx';
import { NOTIFICATIONS_LISTED, notify } from '../../../../src/sim/domains/rewards/notifications';
import { advance, depositedPlayer, login, post, startWorld, type World } from './helpers';

async function notifyInTransaction(world: World, userId: string, text: string, fail = false) {
  const ctx = await world.sim.context();
  await ctx.ledger
    .transact([ctx.db.notifications], (tx) =>
      txValue(userId)
        .then((id) => notify(ctx, tx, id, 'gift', text))
        .then(() => {
          if (fail) throw new Error('rolled back');
        }),
    )
    .catch(() => undefined);
}

describe('the notifications list', () => {
  it('is empty for a guest', async () => {
    const world = await startWorld();
    const reply = await post<Notification[]>(world, '/api/data/notifications', null);
    expect(reply).toEqual({ status: HTTP.ok, body: [] });
  });

  it("lists the player's newest 30, newest first, and announces only committed ones", async () => {
    const world = await startWorld();
    const { token, user } = await login(world, 'player', 'player123');
    const other = await depositedPlayer(world);
    await notifyInTransaction(world, other.user._id, 'not yours');
    for (let index = 0; index < NOTIFICATIONS_LISTED + 2; index += 1) {
      await notifyInTransaction(world, user._id, `note ${index}`);
      await advance(world, 1000);
    }
    await notifyInTransaction(world, user._id, 'never written', true);
    const reply = await post<Notification[]>(world, '/api/data/notifications', token);
    expect(reply.body).toHaveLength(NOTIFICATIONS_LISTED);
    expect(reply.body[0]).toMatchObject({ icon: 'gift', text: `note ${NOTIFICATIONS_LISTED + 1}` });
    expect(reply.body.at(-1)!.text).toBe('note 2');
    const sent = world.broadcasts.filter(
      ({ channel, event }) => channel === userChannel(user._id) && event === USER_EVENTS.notification,
    );
    expect(sent).toHaveLength(NOTIFICATIONS_LISTED + 2);
    expect(sent.map(({ payload }) => (payload as Notification).text)).not.toContain('never written');
  });

  it("lists the faucet's reward", async () => {
    const world = await startWorld();
    const { token } = await depositedPlayer(world);
    const { body } = await post<{ value: number }>(world, '/api/promocode/bonus', token);
    const list = await post<Notification[]>(world, '/api/data/notifications', token);
    expect(list.body.map(({ icon, text }) => ({ icon, text }))).toEqual([
      { icon: 'gift', text: `Faucet: you received $${body.value.toFixed(2)}` },
    ]);
  });
});
