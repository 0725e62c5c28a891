/** The courses remote (spec §2 /courses, /courses/new, /courses/edit). */
export default {
  name: 'courses',
  exposes: {
    './CourseListPage': './src/pages/course-list/index.tsx',
    './CourseFormPage': './src/pages/course-form/index.tsx',
  },
};
