import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createEffect, fork, sample } from 'effector';
import { Provider } from 'effector-react';
import { $runtimeConfig, navigationRequested, type RuntimeConfig } from '@academy/contracts';
import '@blueprintjs/core/lib/css/blueprint.css';

/**
 * Mounts a remote's pages on their own, for its team's development (`pnpm dev` in the remote):
 * its own router and scope, the runtime configuration of the reference server it proxies to.
 */
export async function mountStandalone(routeTable: RouteObject[]): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const runtime = (await (await fetch('/config.json')).json()) as RuntimeConfig;
  const router = createBrowserRouter(routeTable);
  const navigateFx = createEffect((to: string) => router.navigate(to));
  sample({ clock: navigationRequested, fn: ({ to }) => to, target: navigateFx });
  const scope = fork({ values: [[$runtimeConfig, runtime]] });
  createRoot(container).render(
    <Provider value={scope}>
      <RouterProvider router={router} />
    </Provider>,
  );
}
