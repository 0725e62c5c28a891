import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { Footer } from './footer';

afterEach(cleanup);

describe('<Footer>', () => {
  it("shows the portal's version, which is the shell's package version", () => {
    // The shell's own package.json, wherever the run starts (the root's run has a package.json of its own).
    const shellPackage = path.resolve(import.meta.dirname, '..', '..', '..', 'package.json');
    const { version } = JSON.parse(readFileSync(shellPackage, 'utf8')) as { version: string };
    render(<Footer />);
    expect(screen.getByRole('contentinfo').textContent).toBe(`Version ${version}`);
  });
});
