/** The console remote: the WebMKS console of one machine (spec §2 /view). */
export default {
  name: 'console',
  exposes: {
    './ViewPage': './src/pages/view/index.tsx',
  },
};
