/** How the futures calls refuse: the contract's TRADING_ERRORS texts in the wire's error envelope. */
import { HTTP } from '@contract/index';
import { TRADING_ERRORS } from '@contract/trading';
import { HttpError } from '../../services/http-error';

export type TradingRefusal = keyof typeof TRADING_ERRORS;

/** 404 for what the caller may not see (an unknown market, somebody else's position), else 400. */
export function tradingError(refusal: TradingRefusal): HttpError {
  const { code, message } = TRADING_ERRORS[refusal];
  const notFound = refusal === 'unknownTicker' || refusal === 'notYours';
  return new HttpError(notFound ? HTTP.notFound : HTTP.badRequest, code, message);
}

export { invalidField } from '../../services/validation';
