/** How the pool calls refuse: the contract's PVP_ERRORS texts in the wire's error envelope. */
import { HTTP } from '@contract/index';
import { PVP_ERRORS } from '@contract/pvp';
import { refusal, type HttpError } from '../../services/http-error';

export type PvpRefusal = keyof typeof PVP_ERRORS;

/** 404 for a pool id that names none (a link to a pool that does not exist), 422 for every other rule. */
export const pvpError = (key: PvpRefusal): HttpError =>
  refusal(key === 'unknownPool' ? HTTP.notFound : HTTP.unprocessable, PVP_ERRORS[key]);

export { invalidField } from '../../services/validation';
