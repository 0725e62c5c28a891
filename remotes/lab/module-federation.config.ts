/** The lab remote: what a student needs, and nothing else (spec §2 /, /login, /machines). */
export default {
  name: 'lab' as const,
  exposes: {
    './LoginPage': './src/pages/login/index.tsx',
    './MachinesPage': './src/pages/machines/index.tsx',
  },
};
