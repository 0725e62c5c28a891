import type { RsbuildPlugin } from '@rsbuild/core';
import { keepUsedBlueprintRules } from './keep-used-rules';
import { usedBlueprintClasses } from './used-classes';

/**
 * Ships only the Blueprint CSS a build's own code can use. Each part imports Blueprint's whole stylesheet (560 KB,
 * half of it components no page shows, 40 % dark theme); once the JavaScript is minified (tree-shaken), this keeps
 * the rules whose Blueprint classes appear in it. Runs before the content hashes are computed, so a file's name
 * still changes whenever its content does.
 */
export function pluginBlueprintUsedCss(): RsbuildPlugin {
  return {
    name: 'academy:blueprint-used-css',
    setup(api) {
      api.processAssets({ stage: 'summarize' }, ({ assets, compilation, sources }) => {
        if (compilation.options.mode !== 'production') return;
        const scripts = Object.entries(assets)
          .filter(([name]) => name.endsWith('.js'))
          .map(([, source]) => String(source.source()));
        const used = usedBlueprintClasses(scripts);
        for (const [name, source] of Object.entries(assets)) {
          if (!name.endsWith('.css')) continue;
          const css = String(source.source());
          if (!css.includes('.bp6-')) continue;
          compilation.updateAsset(name, new sources.RawSource(keepUsedBlueprintRules(css, used)));
        }
      });
    },
  };
}
