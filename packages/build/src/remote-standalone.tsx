import type { RuntimeConfig } from '@academy/api';
import { $runtimeConfig, navigationRequested } from '@academy/bus';
import { allSettled, createEffect, type EventCallable, fork, sample } from 'effector';
import { Provider } from 'effector-react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import '@blueprintjs/core/lib/css/blueprint.css';

/**
 * Mounts a remote's pages on their own, for its team's development (`pnpm dev` in the remote):
 * its own router and scope, the runtime configuration of the reference server it proxies to. `startEvents` run
 * in that scope before the first render, as the shell runs them (e.g. restoring the student session).
 */
export async function mountStandalone(
  routeTable: RouteObject[],
  startEvents: EventCallable<void>[] = [],
): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const runtime = (await (await fetch('/config.json')).json()) as RuntimeConfig;
  const router = createBrowserRouter(routeTable);
  const navigateFx = createEffect((to: string) => router.navigate(to));
  sample({ clock: navigationRequested, fn: ({ to }) => to, target: navigateFx });
  const scope = fork({ values: [[$runtimeConfig, runtime]] });
  for (const started of startEvents) await allSettled(started, { scope });
  createRoot(container).render(
    <Provider value={scope}>
      <RouterProvider router={router} />
    </Provider>,
  );
}
