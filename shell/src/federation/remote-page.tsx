import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '@blueprintjs/core';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { loadRemotePage, type RemotePageId } from './remote-registry';

const pages = new Map<RemotePageId, LazyExoticComponent<ComponentType>>();
const failedPages = new Set<RemotePageId>();

/**
 * One lazy component per page, so revisiting a route does not suspend again. A failed load is
 * forgotten (React.lazy would keep the rejection), and the next attempt re-registers the remote.
 */
function lazyPage(id: RemotePageId): LazyExoticComponent<ComponentType> {
  let page = pages.get(id);
  if (!page) {
    const isRetry = failedPages.has(id);
    page = lazy(() =>
      loadRemotePage(id, isRetry).catch((error: unknown) => {
        pages.delete(id);
        failedPages.add(id);
        throw error;
      }),
    );
    pages.set(id, page);
  }
  return page;
}

export interface RemotePageProps {
  /** The exposed page to show, e.g. `lab/MachinesPage`. */
  id: RemotePageId;
}

/** A route's page from a remote: fetched on first visit, with 'Loading chunk failed' and Retry on failure. */
export function RemotePage({ id }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(id);
  return (
    <ChunkErrorBoundary key={attempt} onRetry={() => setAttempt(attempt + 1)}>
      <Suspense fallback={<Spinner className="page-spinner" aria-label="Loading page" />}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
