import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ChunkErrorBoundary } from './chunk-error-boundary';

function Broken(): never {
  throw new Error('#RUNTIME-008 Failed to load script resources');
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
});
