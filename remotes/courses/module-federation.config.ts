/** The courses remote (spec §2 /courses, /courses/new, /courses/edit). */
export default {
  name: 'courses' as const,
  exposes: {
    './CourseListPage': './src/pages/course-list/index.tsx',
    './CourseFormPage': './src/pages/course-form/index.tsx',
  },
};
