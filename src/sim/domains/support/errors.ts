/** How the support domain refuses (community.md §5, §8): codes 1 to 4 with the catalogue's texts. */
import { CODES, HTTP, SUPPORT_CODES, SUPPORT_MESSAGES } from '@contract/index';
import { HttpError } from '../../services/http-error';

type SupportRefusal = keyof typeof SUPPORT_CODES;

const STATUS: Record<SupportRefusal, number> = {
  length: HTTP.badRequest,
  muted: HTTP.forbidden,
  closed: HTTP.badRequest,
  unknownChat: HTTP.notFound,
  tooManyOpen: HTTP.tooManyRequests,
};

export const supportError = (refusal: SupportRefusal) =>
  new HttpError(STATUS[refusal], SUPPORT_CODES[refusal], SUPPORT_MESSAGES[refusal]);

/** The staff list asked without manageTickets. */
export const notStaff = () => new HttpError(HTTP.forbidden, CODES.generic, SUPPORT_MESSAGES.forbidden);
