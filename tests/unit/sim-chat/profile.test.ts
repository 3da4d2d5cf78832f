/**
 * Players and bets seen from chat (community.md §2 "User profile popup", §3, §5, §7): profiles with the real
 * money wagered in USD and the games played, private profiles (community.md §5), the /user, /bet, /ignore and
 * /unignore look-ups, and sharing a bet to a room (link_game).
 */
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, HTTP, type ChatMessage, type PlayAnswer, type ProfileAnswer } from '@contract/index';
import { limbo } from '../sim-games/helpers';
import {
  ROOM,
  errorOf,
  history,
  messagesBroadcast,
  newcomer,
  pass,
  patchUser,
  post,
  room,
  snapshot,
  whisper,
  type World,
} from './helpers';

const profile = (world: World, id: unknown, token: string | null) =>
  post<ProfileAnswer>(world, '/api/profile/getUser', { id }, token);

async function play(world: World, token: string, bet: number, extra: Record<string, unknown> = {}) {
  const reply = await whisper<PlayAnswer>(world, token, 'Play', limbo(bet, 2, extra));
  if (reply.status !== 200) throw new Error(`Play: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

describe('a profile', () => {
  it('shows the real money wagered in USD, the games played and the latest bets', async () => {
    const { world, player } = await room();
    await play(world, player.token, 1.5);
    await play(world, player.token, 2.25);
    await play(world, player.token, 0.001, { currency: 'eth' });
    await post(world, '/api/user/demo', { currency: 'usdt' }, player.token);
    await play(world, player.token, 5, { demo: true });

    const reply = await profile(world, player.user._id, null);
    expect(reply.status).toBe(HTTP.ok);
    expect(reply.body.user).toEqual({
      _id: player.user._id,
      name: 'player',
      avatar: player.user.avatar,
      created_at: player.user.created_at,
      vipLevel: 2,
      private_bets: false,
      access: [],
    });
    // 1.50 + 2.25 USDT, and 0.001 ETH at the fixture price of 3480.25; the demo bet wagers nothing.
    expect(reply.body.wagered).toBe(Math.round((3.75 + 3.48025) * 100) / 100);
    expect(reply.body.games).toBe(4);
    expect(reply.body.bets.map((bet) => [bet.currency, bet.wager, bet.demo])).toEqual([
      ['usdt', 5, true],
      ['eth', 0.001, false],
      ['usdt', 2.25, false],
      ['usdt', 1.5, false],
    ]);
  });

  it("answers 404 'general.error.unknown_user' for an unknown id", async () => {
    const { world } = await room();
    const reply = await profile(world, 'nobody', null);
    expect(reply.status).toBe(HTTP.notFound);
    expect(errorOf(reply).message).toBe(CHAT_MESSAGES.unknownUser);
    expect((await profile(world, 'guest', null)).status).toBe(HTTP.notFound);
    expect((await profile(world, { id: 1 }, null)).status).toBe(HTTP.unprocessable);
  });

  it('of a private player opens only for them, for ignore_privacy and for admins', async () => {
    const { world, player, admin } = await room();
    await patchUser(world, player.user._id, { private_bets: true });
    const plain = await newcomer(world);
    const watcher = await newcomer(world);
    await patchUser(world, watcher.user._id, { permissions: [{ id: 'ignore_privacy', active: true }] });
    const lapsed = await newcomer(world);
    await patchUser(world, lapsed.user._id, { permissions: [{ id: 'ignore_privacy', active: false }] });

    for (const token of [null, plain.token, lapsed.token]) {
      const reply = await profile(world, player.user._id, token);
      expect(reply.status).toBe(HTTP.forbidden);
      expect(errorOf(reply).message).toBe(CHAT_MESSAGES.privateProfile);
    }
    for (const token of [player.token, watcher.token, admin.token]) {
      const reply = await profile(world, player.user._id, token);
      expect(reply.status).toBe(HTTP.ok);
      expect(reply.body.user.private_bets).toBe(true);
    }
  });
});

describe('look-ups of the chat commands', () => {
  it('/user finds an id by name (any case), for signed-in players', async () => {
    const { world, player, admin } = await room();
    expect((await post(world, '/api/user/find', { name: 'ADMIN' }, player.token)).body).toEqual({
      id: admin.user._id,
    });
    const unknown = await post(world, '/api/user/find', { name: 'ghost' }, player.token);
    expect(unknown.status).toBe(HTTP.notFound);
    expect(errorOf(unknown).message).toBe('general.error.unknown_user');
    expect((await post(world, '/api/user/find', { name: 'admin' }, null)).status).toBe(HTTP.unauthorized);
  });

  it('/bet finds a bet by id or number, for guests too', async () => {
    const { world, player } = await room();
    const bet = await play(world, player.token, 1);
    const { db } = await world.sim.context();
    const row = (await db.bets.where('id').equals(bet.id).first())!;
    for (const id of [bet.id, row.number, String(row.number)]) {
      expect((await post(world, '/api/game/find', { id }, null)).body).toEqual({ id: bet.id, game: 'limbo' });
    }
    const unknown = await post(world, '/api/game/find', { id: 'nope' }, null);
    expect(unknown.status).toBe(HTTP.notFound);
    expect(errorOf(unknown).message).toBe('general.error.unknown_game');
  });

  it('/ignore and /unignore keep the list of ignored ids on the user', async () => {
    const { world, player, admin, moderator } = await room();
    const ignore = (name: string) =>
      post<{ ignore: string[] }>(world, '/api/user/ignore', { name }, player.token);
    const unignore = (name: string) =>
      post<{ ignore: string[] }>(world, '/api/user/unignore', { name }, player.token);

    expect((await ignore('admin')).body).toEqual({ ignore: [admin.user._id] });
    expect((await ignore('Moderator')).body).toEqual({ ignore: [admin.user._id, moderator.user._id] });
    expect((await ignore('admin')).body).toEqual({ ignore: [moderator.user._id, admin.user._id] });
    expect((await unignore('moderator')).body).toEqual({ ignore: [admin.user._id] });
    expect((await unignore('moderator')).body).toEqual({ ignore: [admin.user._id] });
    const { db } = await world.sim.context();
    expect((await db.users.get(player.user._id))!.ignore).toEqual([admin.user._id]);

    const before = await snapshot(world);
    const unknown = await ignore('ghost');
    expect(unknown.status).toBe(HTTP.notFound);
    expect(errorOf(unknown).message).toBe('general.error.unknown_user');
    const self = await ignore('player');
    expect(self.status).toBe(HTTP.unprocessable);
    expect(errorOf(self).errors).toEqual({ name: [CHAT_MESSAGES.ignoreSelf] });
    expect((await unignore('ghost')).status).toBe(HTTP.notFound);
    expect(await snapshot(world)).toEqual(before);
  });
});

describe('sharing a bet (link_game)', () => {
  it('posts a game_link message with the bet, for the owner', async () => {
    const { world, player } = await room();
    const bet = await play(world, player.token, 2);
    const { db } = await world.sim.context();
    const row = (await db.bets.where('id').equals(bet.id).first())!;
    const reply = await post<ChatMessage>(
      world,
      '/api/chat/link_game',
      { id: bet.id, channel: ROOM },
      player.token,
    );
    expect(reply.status).toBe(HTTP.ok);
    expect(reply.body).toMatchObject({
      type: 'game_link',
      user: { _id: player.user._id, name: 'player', access: [] },
      channel: ROOM,
      data: {
        _id: bet.id,
        game: 'limbo',
        name: 'Limbo',
        id: row.number,
        currency: 'usdt',
        splitTotal: 2,
        multiplier: bet.game.multiplier,
      },
    });
    expect(messagesBroadcast(world)).toEqual([reply.body]);
    expect(await history(world)).toEqual([reply.body]);
  });

  it("shares only one's own bet; never for guests; unknown bets 404; refusals write nothing", async () => {
    const { world, player, admin } = await room();
    const bet = await play(world, player.token, 1);
    const share = (token: string | null, id: unknown = bet.id, channel: unknown = ROOM) =>
      post(world, '/api/chat/link_game', { id, channel }, token);

    const before = await snapshot(world);
    expect((await share(null)).status).toBe(HTTP.unauthorized);
    const refused = await share(admin.token);
    expect(refused.status).toBe(HTTP.forbidden);
    expect(errorOf(refused).message).toBe(CHAT_MESSAGES.gameNotShareable);
    const unknown = await share(admin.token, 'nope');
    expect(unknown.status).toBe(HTTP.notFound);
    expect(errorOf(unknown).message).toBe(CHAT_MESSAGES.unknownGame);
    expect((await share(admin.token, 'x'.repeat(65))).status).toBe(HTTP.unprocessable);
    expect((await share(player.token, bet.id, 'lobby')).status).toBe(HTTP.unprocessable);
    expect(await snapshot(world)).toEqual(before);
    expect(messagesBroadcast(world)).toEqual([]);
    // Their own bet, by id or by number, they may share.
    expect((await share(player.token)).status).toBe(HTTP.ok);
    pass(world);
    const { db } = await world.sim.context();
    const row = (await db.bets.where('id').equals(bet.id).first())!;
    expect((await share(player.token, row.number)).status).toBe(HTTP.ok);
    expect(messagesBroadcast(world)).toHaveLength(2);
  });

  it('keeps the rules of a message: muted and slow mode', async () => {
    const { world, player } = await room();
    const bet = await play(world, player.token, 1);
    const share = () => post(world, '/api/chat/link_game', { id: bet.id, channel: ROOM }, player.token);
    expect((await share()).status).toBe(HTTP.ok);
    expect(errorOf(await share()).code).toBe(3);
    pass(world);
    await patchUser(world, player.user._id, { mute: world.clock.now() + 1 });
    expect(errorOf(await share()).code).toBe(2);
  });

  it('refuses a bet still in progress', async () => {
    const { world, player, admin } = await room();
    const open = await whisper<PlayAnswer>(world, player.token, 'Play', {
      api_id: 'mines',
      bet: 1,
      demo: false,
      currency: 'usdt',
      quick: false,
      data: { mines: 3 },
    });
    expect(open.status).toBe(HTTP.ok);
    const before = await snapshot(world);
    const reply = await post(world, '/api/chat/link_game', { id: open.body.id, channel: ROOM }, player.token);
    expect(reply.status).toBe(HTTP.badRequest);
    expect(errorOf(reply).message).toBe(CHAT_MESSAGES.gameNotShareable);
    expect(
      (await post(world, '/api/chat/link_game', { id: open.body.id, channel: ROOM }, admin.token)).status,
    ).toBe(HTTP.forbidden);
    expect(await snapshot(world)).toEqual(before);
  });
});
