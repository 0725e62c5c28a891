import { routes } from '@academy/api';
import { mountStandalone } from '@academy/build/remote-standalone';
import CourseFormPage from '@/pages/course-form';
import CourseListPage from '@/pages/course-list';

void mountStandalone([
  { path: routes.courses, element: <CourseListPage /> },
  { path: routes.courseNew, element: <CourseFormPage /> },
  { path: routes.courseEdit, element: <CourseFormPage /> },
]);
