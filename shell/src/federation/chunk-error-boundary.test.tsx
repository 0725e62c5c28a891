import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { RemoteVersionSkewError } from './version-skew-error';

function Broken(): never {
  throw new Error('#RUNTIME-008 Failed to load script resources');
}

function Refused(): never {
  throw new RemoteVersionSkewError('lab', '2.0.0', [
    { name: '@academy/contracts', required: '^2.0.0', provided: '1.2.0' },
  ]);
}

function Harness({ failFirst }: { failFirst: boolean }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ChunkErrorBoundary key={attempt} onRetry={() => setAttempt(attempt + 1)}>
      {failFirst && attempt === 0 ? <Broken /> : <p>Remote page</p>}
    </ChunkErrorBoundary>
  );
}

describe('<ChunkErrorBoundary>', () => {
  afterEach(() => {
    cleanup();
    rs.restoreAllMocks();
  });

  it('renders the page when nothing fails', () => {
    render(<Harness failFirst={false} />);
    expect(screen.getByText('Remote page')).toBeTruthy();
  });

  it("shows 'Loading chunk failed' with Retry when the remote fails, and Retry renders it again", () => {
    rs.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness failFirst />);
    expect(screen.getByText('Loading chunk failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Remote page')).toBeTruthy();
    expect(screen.queryByText('Loading chunk failed')).toBeNull();
  });

  it('shows a remote refused for a version clash in plain words, the clash for the IT team, and Reload instead of Retry', () => {
    rs.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ChunkErrorBoundary onRetry={() => undefined}>
        <Refused />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This part of the portal is out of step' })).toBeTruthy();
    expect(
      screen.getByText(/The Lab part of the portal was released for a different version of the portal/),
    ).toBeTruthy();
    expect(
      screen.getByText('For the IT team: lab 2.0.0 needs @academy/contracts ^2.0.0 (the portal has 1.2.0).'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText('Loading chunk failed')).toBeNull();
  });
});
