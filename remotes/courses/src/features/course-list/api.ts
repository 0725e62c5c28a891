/** GET /api/course: the list's one call, kept with the other course calls in @academy/auth. */
export { fetchCourses } from '@academy/auth/instructor-api';
