import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@rstest/core';
import { esmSiblingOf } from './plugin';

const shell = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shell');
const fromShell = createRequire(path.join(shell, 'package.json'));
/** The bundler runtime's CommonJS entry, found the way the federation plugin finds it. */
const bundlerRuntimeCjs = createRequire(fromShell.resolve('@module-federation/enhanced')).resolve(
  '@module-federation/webpack-bundler-runtime',
);

describe('the federation runtime bundled from its ES modules', () => {
  it('finds the ES module beside the CommonJS file the federation plugin resolves', () => {
    expect(bundlerRuntimeCjs).toMatch(/\.cjs$/);
    expect(esmSiblingOf(bundlerRuntimeCjs)).toBe(bundlerRuntimeCjs.replace(/\.cjs$/, '.js'));
  });

  it('leaves a file alone when its package ships no ES module beside it', () => {
    expect(esmSiblingOf(path.join(shell, 'no-such-file.cjs'))).toBeUndefined();
    expect(esmSiblingOf(path.join(shell, 'package.json'))).toBeUndefined();
  });
});
