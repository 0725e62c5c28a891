/** The classes remote (spec §2 /classes, /classes/new, /classes/edit, /classes/monitor). */
export default {
  name: 'classes' as const,
  exposes: {
    './ClassListPage': './src/pages/class-list/index.tsx',
    './ClassFormPage': './src/pages/class-form/index.tsx',
    './ClassMonitorPage': './src/pages/class-monitor/index.tsx',
  },
};
