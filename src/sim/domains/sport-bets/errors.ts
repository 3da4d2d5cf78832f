/** How the bet slip refuses: the contract's SPORT_BET_ERRORS, at once as a 422 or later as the queue's verdict. */
import { HTTP } from '@contract/index';
import { SPORT_BET_ERRORS, type SportBetRefusal } from '@contract/sport-bets';
import { refusal, type HttpError } from '../../services/http-error';

export type SportBetRefusalKey = keyof typeof SPORT_BET_ERRORS;

/** A refusal as the queue records it; 'odds changed' carries the options' odds now. */
export const refusalOf = (key: SportBetRefusalKey, odds?: Record<string, number>): SportBetRefusal => ({
  ...SPORT_BET_ERRORS[key],
  ...(odds && { odds }),
});

/** A refusal known at once: 422 with its code and text. */
export const sportBetError = (key: SportBetRefusalKey): HttpError =>
  refusal(HTTP.unprocessable, SPORT_BET_ERRORS[key]);
