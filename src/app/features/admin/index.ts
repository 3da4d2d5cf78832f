/** The staff page of a player, /admin/user/{userId} (loaded on demand by the route table). */
export { AdminUserPage } from './AdminUserPage';
