/**
 * Typed game calls (platform.md §7 "api/whisper" and the Play action): Play, Turn, Finish, RestoreData,
 * GameData and Info, through the current transport, with the same 419 and two-factor handling as api(). The
 * games, chat and support features all call it.
 */
import type { WhisperEvent, WhisperMap } from '@contract/index';
import { getTransport } from './api';
import { guardCall } from './guards';

export type WhisperData<E extends WhisperEvent> = WhisperMap[E]['data'];
export type WhisperAnswer<E extends WhisperEvent> = WhisperMap[E]['answer'];

export function whisper<E extends WhisperEvent>(event: E, data: WhisperData<E>): Promise<WhisperAnswer<E>> {
  return guardCall(() => getTransport().whisper<WhisperAnswer<E>>(event, data));
}
