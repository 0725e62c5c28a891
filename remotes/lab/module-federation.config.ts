/** The lab remote: what a student needs, and nothing else (spec §2 /, /login, /machines; a personal link's /join, on the login page's expose). */
export default {
  name: 'lab' as const,
  exposes: {
    './LoginPage': './src/pages/login/index.tsx',
    './MachinesPage': './src/pages/machines/index.tsx',
  },
};
