import { mountStandalone } from '@academy/build/remote-standalone';
import { routes } from '@academy/contracts';
import ClassListPage from '@/pages/class-list';
import ClassFormPage from '@/pages/class-form';

void mountStandalone([
  { path: routes.classes, element: <ClassListPage /> },
  { path: routes.classNew, element: <ClassFormPage /> },
  { path: routes.classEdit, element: <ClassFormPage /> },
]);
