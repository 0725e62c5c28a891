import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { Footer } from './footer';

afterEach(cleanup);

describe('<Footer>', () => {
  it("shows the portal's version, which is the shell's package version", () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    render(<Footer />);
    expect(screen.getByRole('contentinfo').textContent).toBe(`Version ${version}`);
  });
});
