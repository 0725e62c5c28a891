// The Node.js versions the portal supports: the LTS lines 22 and 24. Node 20 reached its end of life on 2026-04-30
// (the identity provider's library already warns on it): it still runs the portal, with a line that says what to
// install.
export const SUPPORTED_NODE_MAJORS = [22, 24];

/** Says, once, when this Node.js is not one of the supported versions, and how to get one with npm alone. */
export function checkNodeVersion(version = process.versions.node, warn = console.warn) {
  const major = Number(version.split('.')[0]);
  if (SUPPORTED_NODE_MAJORS.includes(major)) return true;
  warn(
    `Node.js ${version} is not supported: use Node.js 22 or 24 LTS. Without any other download: ` +
      '`npm i node@22` in a folder of your choice, then put its node_modules/node/bin first on PATH.',
  );
  return false;
}
