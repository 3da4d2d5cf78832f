/** The catalogue game behind a session, as a slot machine or a scratch card (refused for any other kind). */
import { SLOT_ERRORS } from '@contract/provider/slots';
import type { ProviderSessionRecord } from '../../../services/db';
import type { CatalogueRecord } from '../../catalogue/records';
import { ProviderFailure } from '../methods';
import { slotGame, type SlotGame } from './engine/game';
import { scratchGame, type ScratchGame } from './instant/scratch-card';
import type { SlotDeps } from './ports';

/** Games without a recorded RTP or volatility (none in the catalogue) play at the middle of the range. */
const FALLBACK_RTP = 0.96;
export const BUY_BONUS_CATEGORY = 'buy-bonuses';

async function recordOf(deps: SlotDeps, session: ProviderSessionRecord, kind: 'slot' | 'instant') {
  const record = await deps.findGame(session.gameId);
  if (!record || record.kind !== kind)
    throw new ProviderFailure(SLOT_ERRORS.wrongGame, 'This game does not play here.');
  return record;
}

export const themeOf = (record: CatalogueRecord) => record.theme;

export interface SessionSlot {
  record: CatalogueRecord;
  game: SlotGame;
  buyable: boolean;
}

export async function sessionSlot(deps: SlotDeps, session: ProviderSessionRecord): Promise<SessionSlot> {
  const record = await recordOf(deps, session, 'slot');
  const game = slotGame({
    id: record.id,
    volatility: record.volatility ?? 'medium',
    rtp: record.rtp ?? FALLBACK_RTP,
  });
  return { record, game, buyable: record.custom_category === BUY_BONUS_CATEGORY };
}

export async function sessionScratch(
  deps: SlotDeps,
  session: ProviderSessionRecord,
): Promise<{ record: CatalogueRecord; game: ScratchGame }> {
  const record = await recordOf(deps, session, 'instant');
  return { record, game: scratchGame(record.volatility ?? 'medium', record.rtp ?? FALLBACK_RTP) };
}
