import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';

const BLUEPRINT_ICON_LOADER = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconLoader\.js$/;
const ICONS_BY_ELEMENT = fileURLToPath(new URL('./icons-by-element.js', import.meta.url));

/** Replaces Blueprint's icon-name loader with `icons-by-element` (see there why). */
export function pluginBlueprintIconsByElement(): RsbuildPlugin {
  return {
    name: 'academy:blueprint-icons-by-element',
    setup(api) {
      api.modifyRspackConfig((config, { rspack }) => {
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(BLUEPRINT_ICON_LOADER, (resolveData) => {
            if (resolveData.createData?.resource) resolveData.createData.resource = ICONS_BY_ELEMENT;
          }),
        );
      });
    },
  };
}
