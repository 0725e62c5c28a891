// Plain JavaScript: the build puts this file where Blueprint's own compiled module was, so it is bundled as one.
/**
 * Stands in for Blueprint's icon loader (`Icons` of `@blueprintjs/icons`) in every build of the portal. The portal
 * passes each icon as an element (`icon={<Tick />}`), a small module of its own. Blueprint's loader serves icons
 * given by name, and importing it ships the names of all its icons and converts each one at start-up: about 5 KB
 * brotli on every first page and a long task on a phone. An icon given by name renders as an empty span (the
 * loader's own fallback) and says why in the console.
 */
export const Icons = {
  setLoaderOptions() {},
  /** @param {string | string[]} icons */
  async load(icons) {
    for (const name of Array.isArray(icons) ? icons : [icons]) {
      console.error(`Icon '${name}' was given by name; pass the icon element (e.g. <TickIcon />) instead.`);
    }
  },
  async loadAll() {},
  getPaths() {
    return undefined;
  },
  isValidIconName() {
    return false;
  },
};
