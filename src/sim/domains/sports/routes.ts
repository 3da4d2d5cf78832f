/** The sports world's calls (sports-routes.ts): categories with counts, event lists, one event, search. */
import { HTTP } from '@contract/index';
import { SPORT_ERRORS, type SportEventDetail } from '@contract/sports';
import { findSport } from '@contract/sports-catalogue';
import { sportEventBodySchema, sportEventsBodySchema, sportSearchBodySchema } from '@contract/sports-schemas';
import type { SimContext } from '../../context';
import type { RouteHandlers } from '../../router';
import { HttpError } from '../../services/http-error';
import { parseBody } from '../../services/validation';
import { ensureSportsFeed, loadSportsModel } from './index';
import { ENDED_READABLE_MS, listEvents, searchEvents, toEvent } from './queries';
import { FIXTURE_HORIZON_MS } from './spec';

const notFound = ({ code, message }: { code: number; message: string }) =>
  new HttpError(HTTP.notFound, code, message);

/** The world's model, with its channel's pushes running from now on. */
async function sportsModel(ctx: SimContext) {
  await ensureSportsFeed(ctx);
  return loadSportsModel(ctx);
}

export const sportHandlers: RouteHandlers = {
  'POST /api/sport/categories': async ({ ctx }) => (await sportsModel(ctx)).categories(ctx.clock.now()),

  'POST /api/sport/events': async ({ ctx, body }) => {
    const options = parseBody(sportEventsBodySchema, body ?? {});
    if (options.sportId !== undefined && !findSport(options.sportId))
      throw notFound(SPORT_ERRORS.unknownSport);
    return listEvents(await sportsModel(ctx), ctx.clock.now(), options);
  },

  'POST /api/sport/event': async ({ ctx, body }): Promise<SportEventDetail> => {
    const { id } = parseBody(sportEventBodySchema, body);
    const model = await sportsModel(ctx);
    const now = ctx.clock.now();
    const event = toEvent(model, id, now);
    // Any slot of a league names a fixture: only those of the horizon, and the recently started, are readable.
    const startsAt = event?.match.startsAt ?? -Infinity;
    if (!event || startsAt >= now + FIXTURE_HORIZON_MS || startsAt < now - ENDED_READABLE_MS)
      throw notFound(SPORT_ERRORS.unknownEvent);
    return { ...event, incidents: model.incidents(id, now) };
  },

  'POST /api/sport/search': async ({ ctx, body }) => {
    const { query } = parseBody(sportSearchBodySchema, body);
    return searchEvents(await sportsModel(ctx), ctx.clock.now(), query);
  },
};
