import type { NavigationRequest } from '@academy/api';
import { identityStarted, studentSessionStarted } from '@academy/auth';
import { $runtimeConfig } from '@academy/bus';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { createRoot } from 'react-dom/client';
import type { NavigateFunction } from 'react-router-dom';
import '@/app/base.css';
import '@/app/styles.css';
import { AppRouter } from '@/app/app-router';
import { navigateFx } from '@/app/navigation';
import '@/session/logout';
import { registerRemoteReleases } from '@/federation/remote-registry';
import { loadStartupConfig } from '@/runtime-config/load-runtime-config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

async function start(): Promise<void> {
  const { runtime, remotes } = await loadStartupConfig();
  registerRemoteReleases(remotes, runtime.remoteLoadTimeoutMs);
  // Set once the router renders; a remote can ask for a navigation only after that.
  let navigate: NavigateFunction | undefined;
  const scope = fork({
    values: [[$runtimeConfig, runtime]],
    handlers: [[navigateFx, ({ to, replace }: NavigationRequest) => navigate?.(to, { replace })]],
  });
  // The student session an earlier page left in local storage, before anything renders from it.
  await allSettled(studentSessionStarted, { scope });
  // Restores an instructor session from held tokens; downloads the identity SDK only then.
  void allSettled(identityStarted, { scope });
  root.render(
    <Provider value={scope}>
      <AppRouter
        onNavigatorReady={(ready) => {
          navigate = ready;
        }}
      />
    </Provider>,
  );
}

start().catch((error: unknown) => {
  console.error('Portal start-up failed', error);
  root.render(
    <main className="startup-failure">
      <h1>Instructor Led Training</h1>
      <p role="alert">
        The portal could not start: its configuration did not load. Check your connection and reload the page.
      </p>
    </main>,
  );
});
