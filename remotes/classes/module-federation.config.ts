/** The classes remote (spec §2 /classes, /classes/new, /classes/edit). */
export default {
  name: 'classes' as const,
  exposes: {
    './ClassListPage': './src/pages/class-list/index.tsx',
    './ClassFormPage': './src/pages/class-form/index.tsx',
  },
};
