/**
 * Scenario: the living world on the last evening of a race week. The demo player wagers real USDT at limbo,
 * the simulated crowd bets and chats around them, a moderator mutes the player (whose next message is refused
 * with code 2) and the mute runs out on the sim clock; then Sunday midnight passes and the week's prizes are
 * paid through the ledger.
 *
 *   npx tsx scenarios/living-world.ts [--seed S] [--json]
 *
 * The same seed prints the same transcript (the crowd is seeded too). Exits with 1 when a step answers a
 * status other than the one the story expects, or when the race is not paid at midnight.
 */
import {
  CAPTCHA_TEST_RESPONSE,
  HTTP,
  PUBLIC_EVENTS,
  type AuthAnswer,
  type ChatMessage,
  type LeaderboardAnswer,
  type PlayAnswer,
} from '@contract/index';
import { runScenario } from './lib/runner';

/** Sunday 12 January 2025, 22:00 UTC: two hours before the race week ends. */
const START_MS = Date.UTC(2025, 0, 12, 22, 0, 0);
const ROOM = 'casino_en';
const MINUTE = 60_000;
const BETS = 5;

await runScenario({ name: 'living-world', startMs: START_MS }, async (scenario) => {
  const { sim, step, whisperStep, live, log } = scenario;
  const counts = { bets: 0, chat: 0, race: 0 };
  sim.onBroadcast((_channel, event) => {
    if (event === PUBLIC_EVENTS.liveGame) counts.bets += 1;
    if (event === PUBLIC_EVENTS.chatMessage) counts.chat += 1;
    if (event === PUBLIC_EVENTS.race) counts.race += 1;
  });

  const signIn = (login: string, password: string) =>
    step<AuthAnswer>(
      `${login} signs in`,
      { method: 'POST', path: '/auth/login', body: { login, password, captcha: CAPTCHA_TEST_RESPONSE } },
      HTTP.ok,
      ({ user }) => `${user.name} (${user._id})`,
    ).then(({ user }) => ({ id: user._id, token: user.token ?? null }));

  const player = await signIn('player', 'player123');
  for (let round = 1; round <= BETS; round += 1) {
    await whisperStep<PlayAnswer>(
      `limbo bet ${round}`,
      {
        event: 'Play',
        token: player.token,
        data: { api_id: 'limbo', bet: 10, demo: false, currency: 'usdt', quick: true, data: { target: 2 } },
      },
      HTTP.ok,
      ({ game }) => `${game.win ? 'won' : 'lost'}: multiplier ${game.multiplier}, profit ${game.profit} USDT`,
    );
  }

  await live(10 * MINUTE, 5_000);
  log(
    `10 minutes of crowd: ${counts.bets} feed bets, ${counts.chat} chat messages, ${counts.race} race updates`,
  );

  const moderator = await signIn('moderator', 'moderator123');
  await step<{ mute: number }>(
    'moderator mutes the player for 5 minutes',
    {
      method: 'POST',
      path: '/api/chat/moderate/mute',
      token: moderator.token,
      body: { id: player.id, minutes: 5 },
    },
    HTTP.ok,
    ({ mute }) => `muted until ${new Date(mute).toISOString()}`,
  );
  const say = (name: string, expected: number) =>
    whisperStep<ChatMessage | { code: number; message: string }>(
      name,
      { event: 'ChatMessage', token: player.token, data: { message: 'gl everyone', channel: ROOM } },
      expected,
      (body) => ('code' in body ? `code ${body.code}: ${body.message}` : `said "${body.data.text}"`),
    );
  await say('the muted player tries to chat', HTTP.forbidden);
  await live(5 * MINUTE);
  await say('the mute has run out', HTTP.ok);

  const board = await step<LeaderboardAnswer>(
    'race standings before midnight',
    { method: 'POST', path: '/api/leaderboard', token: player.token, body: { type: 'week' } },
    HTTP.ok,
    ({ race, entries, me }) =>
      `${race.id}, pool ${race.pool} ${race.currency}, ${entries.length} placed; leader ${entries[0]?.user.name} ` +
      `with $${entries[0]?.entry.wager_usd}; the player is ${me?.place ?? 'unplaced'} with $${me?.wager_usd}`,
  );

  // The crowd goes quiet for the rest of the evening, so that the jump to midnight is quick.
  await sim.control.setWorldRates({ betsPerMinute: 0, chatMessagesPerMinute: 0, tipsPerHour: 0 });
  await live(board.race.endsAt - sim.clock.now() + MINUTE, 60_000);
  const after = await step<LeaderboardAnswer>(
    'race standings after midnight',
    { method: 'POST', path: '/api/leaderboard', token: player.token, body: { type: 'week' } },
    HTTP.ok,
    ({ race, previous }) =>
      `new race ${race.id}; the last one paid ${previous?.entries.filter((entry) => entry.prize > 0).length} places`,
  );
  if (after.previous?.race.id !== board.race.id)
    throw new Error('The finished week is not the previous race');

  const { db } = await sim.context();
  const rows = await db.ledger.where('ref').equals(board.race.id).toArray();
  const prizeRows = rows.filter((row) => row.reason === 'race_prize');
  const paid = after.previous.entries.reduce((sum, entry) => sum + entry.prize, 0);
  log(
    `${prizeRows.length} ledger rows 'race_prize'; the places add up to ${paid} of the ${board.race.pool} pool`,
  );
  for (const entry of after.previous.entries.slice(0, 3))
    log(
      `  place ${entry.place}: ${entry.user.name}, wagered $${entry.entry.wager_usd}, prize ${entry.prize}`,
    );
  const mine = after.previous.entries.find((entry) => entry.user._id === player.id);
  const myRow = prizeRows.find((row) => row.userId === player.id);
  log(
    `the player: place ${mine?.place ?? 'none'}, prize ${mine?.prize ?? 0}, ledger row ${myRow?.delta ?? 'none'}`,
  );
  if (prizeRows.length === 0) throw new Error('No race prize was paid at Sunday midnight');
});
