import { publicRoutePages, routes } from '@academy/api';
import type { RouteObject } from 'react-router-dom';
import { RemotePage } from '@/federation/remote-page';
import type { RemotePageId } from '@/federation/remote-registry';
import LoginCallbackPage from '@/pages/login-callback';
import NotFoundPage from '@/pages/not-found';
import { InstructorGuard } from '@/session/instructor-guard';
import { AppLayout } from './app-layout';

function remoteRoute(path: string, id: RemotePageId): RouteObject {
  // Keyed by path: /courses/new and /courses/edit show the same page, which must open afresh on each.
  return { path, element: <RemotePage key={path} id={id} /> };
}

/** The student's routes and the console's, as contracts name them (the server preloads the same pages). */
const publicRoutes = Object.entries(publicRoutePages).map(([path, { remote, page }]) =>
  remoteRoute(path, `${remote}/${page}`),
);

/** Every route of spec §2; each remote's pages are fetched only when one of its routes is visited. */
export const routeTable: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...publicRoutes,
      { path: routes.loginCallback, element: <LoginCallbackPage /> },
      {
        // Instructor pages: their remote is fetched only once the identity-provider session is there.
        element: <InstructorGuard />,
        children: [
          remoteRoute(routes.courses, 'courses/CourseListPage'),
          remoteRoute(routes.courseNew, 'courses/CourseFormPage'),
          remoteRoute(routes.courseEdit, 'courses/CourseFormPage'),
          remoteRoute(routes.classes, 'classes/ClassListPage'),
          remoteRoute(routes.classNew, 'classes/ClassFormPage'),
          remoteRoute(routes.classEdit, 'classes/ClassFormPage'),
          remoteRoute(routes.classMonitor, 'classes/ClassMonitorPage'),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
