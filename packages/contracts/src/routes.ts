/** Every route of spec §2. The shell owns the table; remotes link and navigate with these strings. */
export const routes = {
  home: '/',
  login: '/login',
  loginCallback: '/login/callback',
  machines: '/machines',
  view: '/view',
  courses: '/courses',
  courseNew: '/courses/new',
  courseEdit: '/courses/edit',
  classes: '/classes',
  classNew: '/classes/new',
  classEdit: '/classes/edit',
  classMonitor: '/classes/monitor',
} as const;

export type RoutePath = (typeof routes)[keyof typeof routes];
