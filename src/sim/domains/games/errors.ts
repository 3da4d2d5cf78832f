/**
 * How the games domain refuses a call: play validation codes (platform.md §8, texts from PLAY_ERRORS) and
 * whisper game codes (0..3), in the wire's error envelope.
 */
import { HTTP, PLAY_ERRORS, WHISPER_CODES } from '@contract/index';
import { GameRuleError } from '../../games/engine';
import { HttpError } from '../../services/http-error';
import { InsufficientFunds } from '../../services/ledger';

export type PlayCode = keyof typeof PLAY_ERRORS;

/**
 * Not enough balance for a wager or an extra stake. The catalogue has no code for it: it is -4 (invalid
 * wager) with a text of its own, so that the client's -4 handling applies and the message says why.
 */
export const NOT_ENOUGH_BALANCE = 'Not enough balance';
export const INVALID_GAME_ID = 'Invalid game id';
export const INVALID_API_OPERATION = 'Invalid API operation';

/** A refused Play: 401 for -2 (not logged in), else 400; the catalogue's text unless one is given. */
export function playError(code: PlayCode, message?: string): HttpError {
  const status = code === '-2' ? HTTP.unauthorized : HTTP.badRequest;
  return new HttpError(status, Number(code), message ?? (PLAY_ERRORS[code] || `Play refused (${code})`));
}

export const invalidGameId = () => new HttpError(HTTP.notFound, WHISPER_CODES.invalidGameId, INVALID_GAME_ID);
export const invalidApiOperation = () =>
  new HttpError(HTTP.badRequest, WHISPER_CODES.invalidApiOperation, INVALID_API_OPERATION);
export const notEnoughBalance = () => playError('-4', NOT_ENOUGH_BALANCE);

/** An engine's refusal, or the ledger's, as the wire's error; anything else is a bug and goes on up. */
export function asWireError(error: unknown): unknown {
  if (error instanceof GameRuleError) return new HttpError(HTTP.badRequest, error.code, error.message);
  if (error instanceof InsufficientFunds) return notEnoughBalance();
  return error;
}

/** Runs an engine call, turning its GameRuleError into the wire's error. */
export function engineCall<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw asWireError(error);
  }
}
