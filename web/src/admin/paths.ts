/** The back office's home (it opens the dashboard) and its sign-in: pages link here, not through the route table. */
export const ADMIN_HOME_PATH = '/admin';
export const ADMIN_LOGIN_PATH = '/admin/login';
