/** Runs one staff action: the call, a toast of what happened (or why not), and the details after it. */
import { toast } from 'sonner';
import { ApiError, MESSAGES, type RouteBody } from '@contract/index';
import type { AdminUserDetails } from '@contract/admin';
import type { AdminRouteMap } from '@contract/admin-routes';
import { api } from '../../api/api';

/** The actions: the routes that answer the player's details. */
export type StaffActionRoute = {
  [K in keyof AdminRouteMap]: AdminRouteMap[K]['answer'] extends AdminUserDetails
    ? K extends 'POST /api/admin/user'
      ? never
      : K
    : never;
}[keyof AdminRouteMap];

export async function runStaffAction<R extends StaffActionRoute>(
  route: R,
  body: RouteBody<R>,
  done: string,
): Promise<AdminUserDetails | null> {
  try {
    const call = api as (route: R, body: RouteBody<R>) => Promise<AdminUserDetails>;
    const details = await call(route, body);
    toast.success(done);
    return details;
  } catch (error) {
    toast.error(error instanceof ApiError ? error.message : MESSAGES.unreadableAnswer);
    return null;
  }
}
