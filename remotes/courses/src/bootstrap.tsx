import { mountStandalone } from '@academy/build/remote-standalone';
import { routes } from '@academy/contracts';
import CourseListPage from '@/pages/course-list';
import CourseFormPage from '@/pages/course-form';

void mountStandalone([
  { path: routes.courses, element: <CourseListPage /> },
  { path: routes.courseNew, element: <CourseFormPage /> },
  { path: routes.courseEdit, element: <CourseFormPage /> },
]);
