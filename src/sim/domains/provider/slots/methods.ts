/**
 * The slots game client's calls (contract/provider/slots.ts): reel slots and scratch cards. Parameters are
 * checked here; a refusal changes nothing.
 */
import * as z from 'zod/mini';
import type { SlotMethodMap } from '@contract/provider/slots';
import { SLOT_ERRORS } from '@contract/provider/slots';
import { ProviderFailure, type ProviderMethodHandlers } from '../methods';
import { slotDeps } from './deps';
import { instantConfig, playInstant } from './instant/play';
import { slotConfig, spinSlot } from './machine';

const SPIN = z.object({ bet: z.number(), buyBonus: z.optional(z.boolean()) });
const PLAY = z.object({ bet: z.number() });

function parse<S extends z.core.$ZodType>(schema: S, params: unknown): z.output<S> {
  const result = z.safeParse(schema, params ?? {});
  if (!result.success) throw new ProviderFailure(SLOT_ERRORS.invalidBet, 'Choose one of the bets offered.');
  return result.data;
}

/** The slots game client's calls. */
export const slotsMethods: ProviderMethodHandlers<SlotMethodMap> = {
  'slots.config': ({ ctx, session }) => slotConfig(ctx, slotDeps, session),
  'slots.spin': ({ ctx, session, params }) => spinSlot(ctx, slotDeps, session, parse(SPIN, params)),
  'instant.config': ({ ctx, session }) => instantConfig(ctx, slotDeps, session),
  'instant.play': ({ ctx, session, params }) => playInstant(ctx, slotDeps, session, parse(PLAY, params)),
};
