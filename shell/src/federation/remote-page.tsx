import { onFirstUse, VISUALLY_HIDDEN } from '@academy/ui';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { Spinner } from '@/ui/spinner/spinner';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { checkedVersionOf, loadRemotePage, type RemotePageId, remoteOf } from './remote-registry';

type PageModule = { default: ComponentType };

/**
 * Where a user goes next from a page: fetched once the user starts using the page shown (a student typing their
 * credentials), so the next one opens at once and a cold page load carries nothing it does not show.
 */
const NEXT_PAGES: Partial<Record<RemotePageId, RemotePageId[]>> = {
  'lab/LoginPage': ['lab/MachinesPage'],
  'courses/CourseListPage': ['courses/CourseFormPage'],
  'classes/ClassListPage': ['classes/ClassFormPage'],
};

const loading = new Map<RemotePageId, Promise<PageModule>>();
const loaded = new Map<RemotePageId, ComponentType>();
const lazyPages = new Map<RemotePageId, LazyExoticComponent<ComponentType>>();
const failedPages = new Set<RemotePageId>();

function prefetchNextPages(id: RemotePageId): void {
  for (const next of NEXT_PAGES[id] ?? []) {
    // A failed prefetch is only remembered: the page shows the failure if the user actually opens it.
    onFirstUse(() => void loadPage(next).catch(() => undefined));
  }
}

/**
 * Fetches a page once. A failed load is forgotten (React.lazy would keep the rejection), and the next
 * attempt re-registers the remote so the runtime asks the network again.
 */
function loadPage(id: RemotePageId): Promise<PageModule> {
  let promise = loading.get(id);
  if (!promise) {
    promise = loadRemotePage(id, failedPages.has(id)).then(
      (module) => {
        loaded.set(id, module.default);
        failedPages.delete(id);
        prefetchNextPages(id);
        return module;
      },
      (error: unknown) => {
        loading.delete(id);
        lazyPages.delete(id);
        failedPages.add(id);
        throw error;
      },
    );
    loading.set(id, promise);
  }
  return promise;
}

function lazyPage(id: RemotePageId): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(id);
  if (!page) {
    page = lazy(() => loadPage(id));
    lazyPages.set(id, page);
  }
  return page;
}

/** While a page's remote loads: a spinner, and the page area's level-one heading for screen readers. */
function PageLoading() {
  return (
    <>
      <h1 className={`${VISUALLY_HIDDEN} page-loading__title`}>Loading page</h1>
      <Spinner className="page-spinner" />
    </>
  );
}

/**
 * The loaded page, marked with its remote and the release that runs (`data-remote-version`), so an operator or a
 * test reads which version a page load got. The mark adds no box: `display: contents`.
 */
function ReleasedPage({ id, Page }: { id: RemotePageId; Page: ComponentType }) {
  const remote = remoteOf(id);
  return (
    <div className="remote-page" data-remote={remote} data-remote-version={checkedVersionOf(remote)}>
      <Page />
    </div>
  );
}

export interface RemotePageProps {
  /** The exposed page to show, e.g. `lab/MachinesPage`. */
  id: RemotePageId;
}

/** A route's page from a remote: fetched on first visit, with 'Loading chunk failed' and Retry on failure. */
export function RemotePage({ id }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  // A page fetched before (earlier visit or prefetch) renders at once, without a Suspense round trip.
  const Page = loaded.get(id) ?? lazyPage(id);
  return (
    <ChunkErrorBoundary key={attempt} onRetry={() => setAttempt(attempt + 1)}>
      <Suspense fallback={<PageLoading />}>
        <ReleasedPage id={id} Page={Page} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
