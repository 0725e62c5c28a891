import { routes } from '@academy/api';
import { mountStandalone } from '@academy/build/remote-standalone';
import ClassFormPage from '@/pages/class-form';
import ClassListPage from '@/pages/class-list';
import ClassMonitorPage from '@/pages/class-monitor';

void mountStandalone([
  { path: routes.classes, element: <ClassListPage /> },
  { path: routes.classNew, element: <ClassFormPage /> },
  { path: routes.classEdit, element: <ClassFormPage /> },
  { path: routes.classMonitor, element: <ClassMonitorPage /> },
]);
