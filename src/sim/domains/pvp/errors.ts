/** How the pool calls refuse: the contract's PVP_ERRORS texts in the wire's error envelope. */
import { CODES, HTTP } from '@contract/index';
import { PVP_ERRORS } from '@contract/pvp';
import { HttpError } from '../../services/http-error';

export type PvpRefusal = keyof typeof PVP_ERRORS;

/** 404 for a pool id that names none (a link to a pool that does not exist), 422 for every other rule. */
export function pvpError(refusal: PvpRefusal): HttpError {
  const { code, message } = PVP_ERRORS[refusal];
  return new HttpError(refusal === 'unknownPool' ? HTTP.notFound : HTTP.unprocessable, code, message);
}

/** A body field the schema lets through but the sim cannot use (an unknown currency, too many decimals). */
export function invalidField(field: string, message: string): HttpError {
  return new HttpError(HTTP.unprocessable, CODES.validation, message, { [field]: [message] });
}
