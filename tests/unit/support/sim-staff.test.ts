import { describe, expect, it } from 'vitest';
import {
  CODES,
  HTTP,
  MESSAGES,
  USER_EVENTS,
  SUPPORT_MESSAGES,
  SUPPORT_STAFF_CHANNEL,
  unreadCount,
  userChannel,
  type ApiErrorBody,
} from '@contract/index';
import { AFTER_AGENT_MS, advance, allChats, desk, oneChat, readChat, register, sendOk } from './sim-helpers';
import { login } from '../sim/world';

describe('staff with manageTickets', () => {
  it('list every chat, latest activity first; players are refused', async () => {
    const { world, player, staff } = await desk();
    const first = await sendOk(world, player.token, 'new', 'Deposit question');
    await advance(world, 1000);
    const other = await register(world);
    const second = await sendOk(world, other.token, 'new', 'Withdraw question');

    const listed = await allChats(world, staff.token);
    expect(listed.status).toBe(200);
    expect(listed.body.map((chat) => chat._id)).toEqual([second._id, first._id]);
    expect(listed.body.map((chat) => unreadCount(chat, 'support'))).toEqual([1, 1]);

    const refused = await allChats(world, player.token);
    expect(refused.status).toBe(HTTP.forbidden);
    expect(refused.body as unknown as ApiErrorBody).toEqual({
      code: CODES.generic,
      message: SUPPORT_MESSAGES.forbidden,
    });
    expect((await allChats(world, null)).status).toBe(HTTP.unauthorized);
  });

  it('the admin (role *) is staff too', async () => {
    const { world, player } = await desk();
    await sendOk(world, player.token, 'new', 'Hi');
    const admin = await login(world, 'admin', 'admin123');
    expect((await allChats(world, admin.token)).body).toHaveLength(1);
  });

  it("answer a player's chat: the player hears it, and the agent steps back", async () => {
    const { world, player, staff } = await desk();
    const chat = await sendOk(world, player.token, 'new', 'My bonus is missing');
    const answered = await sendOk(world, staff.token, chat._id, 'Let me look into it personally.');

    expect(answered.user._id).toBe(player.user._id);
    const reply = answered.messages.at(-1)!;
    expect(reply.user).toEqual({ _id: staff.user._id, name: 'support', avatar: staff.user.avatar });
    expect(world.broadcasts.at(-2)).toEqual({
      channel: userChannel(player.user._id),
      event: USER_EVENTS.supportMessage,
      payload: { chat: answered, message: reply },
    });

    await advance(world, AFTER_AGENT_MS);
    const later = (await oneChat(world, player.token, chat._id)).body;
    expect(later.messages).toHaveLength(3);
    expect(unreadCount(later)).toBe(1);
    expect(unreadCount(later, 'support')).toBe(0);
  });

  it("read with the support marker, leaving the player's alone", async () => {
    const { world, player, staff } = await desk();
    const chat = await sendOk(world, player.token, 'new', 'Hi');
    await sendOk(world, player.token, chat._id, 'Anyone?');
    expect(unreadCount((await oneChat(world, staff.token, chat._id)).body, 'support')).toBe(2);

    const read = (await readChat(world, staff.token, chat._id)).body;
    expect(read.support_read).toBe(read.messages.at(-1)!.created_at);
    expect(unreadCount(read, 'support')).toBe(0);

    await advance(world, AFTER_AGENT_MS);
    const staffView = (await readChat(world, staff.token, chat._id)).body;
    expect(staffView.messages).toHaveLength(4);
    expect(staffView.user_read).toBe(read.user_read);
    expect(unreadCount(staffView, 'user')).toBe(1);
  });

  it('may subscribe to the staff channel; players may not', async () => {
    const { world, player, staff } = await desk();
    const body = { socket_id: '1.2', channel_name: SUPPORT_STAFF_CHANNEL };
    const allowed = await world.call<{ auth: string }>('POST', '/broadcasting/auth', body, staff.token);
    expect(allowed.status).toBe(200);
    expect(await world.sim.verifyChannelAuth('1.2', SUPPORT_STAFF_CHANNEL, allowed.body.auth)).toBe(true);

    const refused = await world.call('POST', '/broadcasting/auth', body, player.token);
    expect(refused).toEqual({
      status: HTTP.forbidden,
      body: { code: CODES.channelForbidden, message: MESSAGES.channelForbidden },
    });
    // Staff get no other player's private channel.
    const foreign = { socket_id: '1.2', channel_name: userChannel(player.user._id) };
    expect((await world.call('POST', '/broadcasting/auth', foreign, staff.token)).status).toBe(
      HTTP.forbidden,
    );
  });
});
