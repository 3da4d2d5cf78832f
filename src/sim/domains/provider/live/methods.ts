/**
 * The live game client's calls (contract LiveMethodMap): the table's state, chips in the betting window and
 * blackjack's decisions. Each call also tells the floor the table is watched, which keeps its dealer dealing.
 */
import * as z from 'zod/mini';
import type { LiveMethodMap } from '@contract/provider/live';
import type { ProviderCallInput, ProviderMethodHandlers } from '../methods';
import { ProviderFailure } from '../methods';
import { liveFloor } from './floor';
import { tableState } from './view';

const DecideBody = z.object({ decision: z.enum(['hit', 'stand', 'double']) });

async function tableOf({ ctx, session }: ProviderCallInput<unknown>) {
  const floor = await liveFloor(ctx);
  return { floor, table: await floor.table(session.gameId) };
}

export const liveMethods: ProviderMethodHandlers<LiveMethodMap> = {
  async 'live.state'(input) {
    const { table } = await tableOf(input);
    return tableState(table, input.session, input.ctx.clock.now());
  },
  async 'live.bet'(input) {
    const { floor, table } = await tableOf(input);
    await table.placeBets(await floor.owner(input.session), input.params);
    return tableState(table, input.session, input.ctx.clock.now());
  },
  async 'live.decide'(input) {
    const parsed = DecideBody.safeParse(input.params);
    if (!parsed.success) throw new ProviderFailure('INVALID_DECISION', 'Unknown decision');
    const { table } = await tableOf(input);
    await table.decide(input.session, parsed.data.decision);
    return tableState(table, input.session, input.ctx.clock.now());
  },
};
