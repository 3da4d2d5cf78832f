/**
 * The realtime event groups (platform.md §7, community.md §7): each group names the events of one kind of
 * channel, and the sim emits every event on its group's channel (support messages travel on private channels;
 * prices and public trades on the trading server's channel).
 */
import { describe, expect, it } from 'vitest';
import {
  PUBLIC_CHANNEL,
  PUBLIC_EVENTS,
  STAFF_EVENTS,
  SUPPORT_STAFF_CHANNEL,
  USER_CHANNEL_PATTERN,
  USER_EVENTS,
} from '@contract/index';
import { SPORTS_CHANNEL, SPORTS_EVENTS } from '@contract/sports';
import { TRADING_CHANNEL, TRADING_EVENTS } from '@contract/trading';
import { AFTER_AGENT_MS, advance, desk, sendOk } from '../support/sim-helpers';

const groups = {
  public: PUBLIC_EVENTS,
  user: USER_EVENTS,
  staff: STAFF_EVENTS,
  trading: TRADING_EVENTS,
  sports: SPORTS_EVENTS,
};

const channelKind = (channel: string) =>
  channel === PUBLIC_CHANNEL
    ? 'public'
    : channel === SUPPORT_STAFF_CHANNEL
      ? 'staff'
      : USER_CHANNEL_PATTERN.test(channel)
        ? 'user'
        : channel === TRADING_CHANNEL
          ? 'trading'
          : channel === SPORTS_CHANNEL
            ? 'sports'
            : channel;

describe('realtime event groups', () => {
  it('name each event once', () => {
    const all = Object.values(groups).flatMap((group) => Object.values(group));
    expect(new Set(all).size).toBe(all.length);
  });

  it('keep the support events off the public channel', () => {
    const publicNames: string[] = Object.values(PUBLIC_EVENTS);
    expect(publicNames).not.toContain(USER_EVENTS.supportMessage);
    expect(publicNames).not.toContain(STAFF_EVENTS.supportMessageAdmin);
  });

  it('match the channels the sim sends them on', async () => {
    const { world, player, staff } = await desk();
    await sendOk(world, player.token, 'new', 'Where is my deposit?');
    await advance(world, AFTER_AGENT_MS);
    const chat = (
      await world.call<Array<{ _id: string }>>('POST', '/api/user/supportChats', undefined, player.token)
    ).body[0]!;
    await sendOk(world, staff.token, chat._id, 'Looking into it.');

    const kindOf = new Map<string, string>(
      Object.entries(groups).flatMap(([kind, group]) =>
        Object.values(group).map((event) => [event, kind] as const),
      ),
    );
    const sent = world.broadcasts.filter(({ event }) => kindOf.has(event));
    expect(sent.map(({ event }) => event)).toContain(STAFF_EVENTS.supportMessageAdmin);
    for (const { channel, event } of sent)
      expect([event, channelKind(channel)]).toEqual([event, kindOf.get(event)]);
  });
});
