/**
 * `control.chatBurst`: the crowd fills a room on cue through the real chat domain (each line stored and
 * broadcast as chatMessage under a player of the roster), the same lines for the same seed, and refusals of a
 * bad count or room and of a sim without a crowd.
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_EVENTS, type ChatMessage } from '@contract/index';
import { CHAT_STORED_PER_CHANNEL } from '../../../src/sim/domains/chat/store';
import { MAX_CHAT_BURST } from '../../../src/sim/world/population';
import { crowdWorld, eventsOf, rosterOf, startWorld, type World } from './helpers';

/** A crowd that does nothing by itself, so that every chat line is the burst's. */
const QUIET = { betsPerMinute: 0, chatMessagesPerMinute: 0, tipsPerHour: 0, quizzesPerHour: 0 };

const chatLines = (world: World) =>
  eventsOf(world, PUBLIC_EVENTS.chatMessage).map(
    (entry) => (entry.payload as { message: ChatMessage }).message,
  );

describe('control.chatBurst', () => {
  it('posts the lines as players of the crowd, stored and broadcast, the room keeping its newest', async () => {
    const world = await crowdWorld({ seed: 'burst-fill', rates: QUIET });
    const count = CHAT_STORED_PER_CHANNEL + 60;
    expect(await world.sim.control.chatBurst(count)).toBe(count);

    const lines = chatLines(world);
    expect(lines).toHaveLength(count);
    const roster = new Map((await rosterOf(world)).map((profile) => [profile.userId, profile]));
    for (const line of lines) {
      expect(line).toMatchObject({ type: 'message', channel: 'casino_en' });
      expect(roster.get(line.user!._id)?.name).toBe(line.user?.name);
      expect(line.data.text?.trim().length).toBeGreaterThan(0);
    }
    expect(new Set(lines.map((line) => line.user!._id)).size).toBeGreaterThan(5);

    const { db } = await world.sim.context();
    expect(await db.chatMessages.where('channel').equals('casino_en').count()).toBe(CHAT_STORED_PER_CHANNEL);
    const history = await world.call<ChatMessage[]>('POST', '/api/chat/history', { channel: 'casino_en' });
    expect(history.body.map((message) => message._id)).toEqual(
      lines
        .slice(-history.body.length)
        .map((line) => line._id)
        .reverse(),
    );
  });

  it('talks sport in the sport room, and says the same for the same seed', async () => {
    const said = async () => {
      const world = await crowdWorld({ seed: 'burst-same', rates: QUIET });
      expect(await world.sim.control.chatBurst(12, 'sport_en')).toBe(12);
      return chatLines(world).map((line) => [line.channel, line.user?.name, line.data.text]);
    };
    const first = await said();
    expect(first.every(([channel]) => channel === 'sport_en')).toBe(true);
    expect(await said()).toEqual(first);
  });

  it('refuses a bad count or room, and a sim without a crowd', async () => {
    const world = await crowdWorld({ seed: 'burst-bad', rates: QUIET });
    for (const [count, channel] of [
      [0, undefined],
      [MAX_CHAT_BURST + 1, undefined],
      [2.5, undefined],
      [Number.NaN, undefined],
      [5, 'lobby'],
    ] as const) {
      await expect(world.sim.control.chatBurst(count, channel)).rejects.toThrow(RangeError);
    }
    expect(chatLines(world)).toEqual([]);

    const bare = await startWorld({ seed: 'burst-none' });
    await expect(bare.sim.control.chatBurst(5)).rejects.toThrow(/without a world/);
  });
});
