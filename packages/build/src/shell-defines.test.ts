import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@rstest/core';
import { hostVersionsFor, packageVersion } from './federation-shared';
import { shellDefines } from './shell-defines';

const shell = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shell');

describe('shell defines', () => {
  it("sets the portal's version from the shell's package.json, and what the shell provides to remotes", () => {
    const defines = shellDefines(shell);
    expect(JSON.parse(defines.ACADEMY_APP_VERSION)).toBe(packageVersion(shell));
    expect(JSON.parse(defines.ACADEMY_APP_VERSION)).toMatch(/^\d+\.\d+\.\d+$/);
    expect(JSON.parse(defines.ACADEMY_HOST_VERSIONS)).toEqual(hostVersionsFor(shell));
  });
});
