import { routes } from '@academy/contracts';
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

/** Every route of spec §2; each remote's pages are fetched only when one of its routes is visited. */
export const routeTable: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      remoteRoute(routes.home, 'lab/LoginPage'),
      remoteRoute(routes.login, 'lab/LoginPage'),
      { path: routes.loginCallback, element: <LoginCallbackPage /> },
      remoteRoute(routes.machines, 'lab/MachinesPage'),
      remoteRoute(routes.view, 'console/ViewPage'),
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
