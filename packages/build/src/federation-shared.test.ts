import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@rstest/core';
import { compatibleRange, federationSharedFor, hostVersionsFor, installedVersion } from './federation-shared';

const lab = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../remotes/lab');

describe('federation sharing', () => {
  it('needs the same major and at least the minor a part was built with', () => {
    expect(compatibleRange('1.4.2')).toBe('^1.4.0');
    expect(compatibleRange('19.3.1')).toBe('^19.3.0');
  });

  it('shares every stateful package as a strict singleton at the version installed, with its compatible range', () => {
    const shared = federationSharedFor(lab);
    const contracts = installedVersion('@academy/contracts', lab);
    expect(shared['@academy/contracts']).toEqual({
      singleton: true,
      version: contracts,
      requiredVersion: compatibleRange(contracts),
      strictVersion: true,
    });
    expect(Object.keys(shared).sort()).toEqual(
      [
        '@academy/auth',
        '@academy/auth/',
        '@academy/contracts',
        'effector',
        'effector-react',
        'react',
        'react/',
        'react-dom',
        'react-dom/',
      ].sort(),
    );
    expect(Object.values(shared).every((entry) => entry.strictVersion && entry.singleton)).toBe(true);
  });

  it("names what a shell provides: each shared package's version and the federation runtime's", () => {
    const host = hostVersionsFor(lab);
    expect(host.shared['@academy/contracts']).toBe(installedVersion('@academy/contracts', lab));
    expect(host.federationRuntime).toMatch(/^2\.\d+\.\d+$/);
  });
});
