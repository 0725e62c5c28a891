import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@rstest/core';
import {
  compatibleRange,
  federationSharedFor,
  hostVersionsFor,
  installedVersion,
  shellFederationSharedFor,
} from './federation-shared';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const lab = path.join(repo, 'remotes/lab');
const shell = path.join(repo, 'shell');

describe('federation sharing', () => {
  it('needs the same major and at least the minor a part was built with', () => {
    expect(compatibleRange('1.4.2')).toBe('^1.4.0');
    expect(compatibleRange('19.3.1')).toBe('^19.3.0');
  });

  it('shares every stateful package as a strict singleton at the version installed, with its compatible range', () => {
    const shared = federationSharedFor(lab);
    const bus = installedVersion('@academy/bus', lab);
    expect(shared['@academy/bus']).toEqual({
      singleton: true,
      version: bus,
      requiredVersion: compatibleRange(bus),
      strictVersion: true,
    });
    expect(Object.keys(shared).sort()).toEqual(
      [
        '@academy/auth',
        '@academy/auth/',
        '@academy/bus',
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

  it('has the shell provide, beside them, contracts 1.x for remote releases built against it; no remote shares it', () => {
    const shared = shellFederationSharedFor(shell);
    const contracts = installedVersion('@academy/contracts', shell);
    expect(contracts).toMatch(/^1\./);
    expect(shared['@academy/contracts']).toEqual({
      singleton: true,
      version: contracts,
      requiredVersion: compatibleRange(contracts),
      strictVersion: true,
      // By its file: the shell imports none of it, and a package name is provided only where imported.
      import: path.join(repo, 'packages/contracts/src/index.ts'),
    });
    expect(Object.keys(shared).sort()).toEqual(
      [...Object.keys(federationSharedFor(shell)), '@academy/contracts'].sort(),
    );
  });

  it("names what a shell provides: each shared package's version and the federation runtime's", () => {
    const host = hostVersionsFor(shell);
    expect(host.shared['@academy/bus']).toBe(installedVersion('@academy/bus', shell));
    expect(host.shared['@academy/contracts']).toBe(installedVersion('@academy/contracts', shell));
    expect(host.federationRuntime).toMatch(/^2\.\d+\.\d+$/);
  });
});
