/**
 * What the crowd says: the lines of fixtures/world/chat-lines.json (on topic, English, within the chat rules
 * of community.md §9: no begging, no accusations, no links, no referral codes, no shouting), with their
 * {game}, {multiplier} and {name} filled in.
 */
import chatLines from '@fixtures/world/chat-lines.json';
import type { WorldRandom } from './random';

export type LineKind = keyof typeof chatLines;

export const CHAT_LINES: Readonly<Record<LineKind, readonly string[]>> = chatLines;

export interface LineValues {
  game?: string;
  multiplier?: number;
  name?: string;
}

export function fillLine(template: string, values: LineValues): string {
  return template
    .replaceAll('{game}', values.game ?? 'keno')
    .replaceAll('{multiplier}', (values.multiplier ?? 2).toFixed(2))
    .replaceAll('{name}', values.name ?? 'mate');
}

export const lineOf = (random: WorldRandom, kind: LineKind, values: LineValues = {}) =>
  fillLine(random.pick(CHAT_LINES[kind]), values);
