/** Every route of spec §2. The shell owns the table; remotes link and navigate with these strings. */
export const routes = {
  home: '/',
  login: '/login',
  loginCallback: '/login/callback',
  machines: '/machines',
  /** A personal sign-in link: `/join#<token>` (the token in the fragment, which no request and no log carries). */
  join: '/join',
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

/**
 * The remote page a public route shows (the lab's and the console's; an instructor route's remote loads only after
 * sign-in). The shell routes them; the server names their files in the page it sends, so the browser fetches them at
 * once.
 */
export const publicRoutePages: Readonly<Record<string, { remote: 'lab' | 'console'; page: string }>> = {
  [routes.home]: { remote: 'lab', page: 'LoginPage' },
  [routes.login]: { remote: 'lab', page: 'LoginPage' },
  [routes.machines]: { remote: 'lab', page: 'MachinesPage' },
  // A personal link's page: a part of the login page's, loaded on /join only (its own exposed page split the lab's
  // shared chunks further and cost /login and /machines about 1.1 KB each).
  [routes.join]: { remote: 'lab', page: 'LoginPage' },
  [routes.view]: { remote: 'console', page: 'ViewPage' },
};
