/**
 * The catalogue's static reads answered before the world has booted (opening the database, seeding the crowd
 * on a first visit): they read fixtures only and change nothing, and no fault can be pending for them yet
 * (faults are injected once the world is up), so answering them out of the call queue changes no outcome.
 */
import { HTTP, serverTimeHeaders, type SimRequest, type SimResponse } from '@contract/index';
import type { SimClock } from '../../services/clock';
import { errorAnswer } from '../../services/http-error';
import { STATIC_CATALOGUE_ANSWERS } from './service';

export async function answerBeforeBoot(
  key: keyof typeof STATIC_CATALOGUE_ANSWERS,
  request: SimRequest,
  clock: SimClock,
): Promise<SimResponse> {
  let response: SimResponse;
  try {
    response = { status: HTTP.ok, body: await STATIC_CATALOGUE_ANSWERS[key](request.body) };
  } catch (error) {
    response = errorAnswer(error, 'handler');
  }
  return { ...response, headers: serverTimeHeaders(clock.now()) };
}
