/** The console remote: the WebMKS console of one machine (spec §2 /view). */
export default {
  name: 'console' as const,
  exposes: {
    './ViewPage': './src/pages/view/index.tsx',
  },
};
