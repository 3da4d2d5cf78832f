/**
 * The profile's Bets and Statistics tabs (contract/profile-stats.ts): the player's bets page by page, wagered
 * real money per UTC day, wins and losses by game, the top multipliers; private players as the profile.
 */
import { describe, expect, it } from 'vitest';
import { HTTP, type BetPage, type PlayAnswer } from '@contract/index';
import { PROFILE_STATS_RULES, type ProfileStats } from '@contract/profile-stats';
import { keno, limbo } from '../sim-games/helpers';
import { newcomer, patchUser, post, room, whisper, type World } from './helpers';

async function play(world: World, token: string, request: unknown) {
  const reply = await whisper<PlayAnswer>(world, token, 'Play', request);
  if (reply.status !== 200) throw new Error(`Play: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

const stats = (world: World, id: string, token: string | null) =>
  world.call<ProfileStats>('GET', `/api/profile/${id}/stats`, undefined, token);
const bets = (world: World, id: string, page: number, token: string | null) =>
  post<BetPage>(world, '/api/profile/bets', { id, page }, token);

describe('the profile statistics', () => {
  it('sum real stakes per UTC day over 30 days and count results by game', async () => {
    const { world, player } = await room();
    await play(world, player.token, limbo(1.5, 1.01));
    await play(world, player.token, limbo(2.25, 1000));
    await play(world, player.token, keno(1));
    await post(world, '/api/user/demo', { currency: 'usdt' }, player.token);
    await play(world, player.token, limbo(5, 2, { demo: true }));

    const reply = await stats(world, player.user._id, null);
    expect(reply.status).toBe(HTTP.ok);
    const { days, games, topMultipliers } = reply.body;
    expect(days).toHaveLength(PROFILE_STATS_RULES.days);
    expect(days.at(-1)).toEqual({ day: '2024-05-01', wagered: 4.75 });
    expect(days[0]!.day).toBe('2024-04-02');
    expect(days.slice(0, -1).every((day) => day.wagered === 0)).toBe(true);

    const limboRow = games.find((game) => game.game === 'limbo')!;
    expect(limboRow).toMatchObject({ name: 'Limbo', bets: 3 });
    expect(limboRow.wins + limboRow.losses).toBe(3);
    expect(games.map((game) => game.game)).toEqual(['limbo', 'keno']);
    const multipliers = topMultipliers.map((entry) => entry.multiplier);
    expect(multipliers).toEqual([...multipliers].sort((a, b) => b - a));
    expect(topMultipliers).toHaveLength(4);
  });

  it('leave a day older than 30 out of the chart but not out of the results', async () => {
    const { world, player } = await room();
    await play(world, player.token, limbo(3));
    world.clock.advance(PROFILE_STATS_RULES.days * 86_400_000);
    await world.sim.control.settle();
    const { body } = await stats(world, player.user._id, player.token);
    expect(body.days.reduce((sum, day) => sum + day.wagered, 0)).toBe(0);
    expect(body.games[0]!.bets).toBe(1);
  });

  it("of a private player open only for them; an unknown player's answer 404", async () => {
    const { world, player, admin } = await room();
    await play(world, player.token, limbo(1));
    await patchUser(world, player.user._id, { private_bets: true });
    const stranger = await newcomer(world);
    expect((await stats(world, player.user._id, null)).status).toBe(HTTP.forbidden);
    expect((await stats(world, player.user._id, stranger.token)).status).toBe(HTTP.forbidden);
    expect((await bets(world, player.user._id, 1, stranger.token)).status).toBe(HTTP.forbidden);
    expect((await stats(world, player.user._id, player.token)).status).toBe(HTTP.ok);
    expect((await stats(world, player.user._id, admin.token)).status).toBe(HTTP.ok);
    expect((await stats(world, 'nobody', null)).status).toBe(HTTP.notFound);
  });
});

describe('the profile bets', () => {
  it("page through the player's bets, newest first, 20 a page", async () => {
    const { world, player } = await room();
    for (let index = 0; index < 21; index += 1) await play(world, player.token, limbo((10 + index) / 100));
    const first = await bets(world, player.user._id, 1, null);
    expect(first.status).toBe(HTTP.ok);
    expect(first.body).toMatchObject({ page: 1, pages: 2, total: 21 });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0]!.wager).toBe(0.3);
    const second = await bets(world, player.user._id, 2, null);
    expect(second.body.data.map((bet) => bet.wager)).toEqual([0.1]);
    expect((await bets(world, player.user._id, 0, null)).status).toBe(HTTP.unprocessable);
  });
});
