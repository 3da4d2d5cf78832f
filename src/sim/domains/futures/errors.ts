/** How the futures calls refuse: the contract's TRADING_ERRORS texts in the wire's error envelope. */
import { HTTP } from '@contract/index';
import { TRADING_ERRORS } from '@contract/trading';
import { refusal, type HttpError } from '../../services/http-error';

export type TradingRefusal = keyof typeof TRADING_ERRORS;

/** 404 for what the caller may not see (an unknown market, somebody else's position), else 400. */
export function tradingError(key: TradingRefusal): HttpError {
  const notFound = key === 'unknownTicker' || key === 'notYours';
  return refusal(notFound ? HTTP.notFound : HTTP.badRequest, TRADING_ERRORS[key]);
}

export { invalidField } from '../../services/validation';
