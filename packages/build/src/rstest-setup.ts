import { afterAll, rs } from '@rstest/core';
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';

// findBy… and waitFor wait on their condition and end as soon as it holds; the library's default of one second is
// what a lazily loaded dialog can take on a loaded machine (the lab's Action Definitions failed so once beside a busy
// core). Only a failing wait ever takes the longer time.
configure({ asyncUtilTimeout: 5_000 });

// A worker runs its files one after another in one environment (isolate off in the root's rstest.config.mts: the
// libraries and happy-dom load once per worker). Whatever a file leaves behind ends with it, its own modules' state
// too (they load afresh for the next file), so each file starts as it would alone.
afterAll(() => {
  cleanup();
  rs.useRealTimers();
  rs.restoreAllMocks();
  rs.unstubAllGlobals();
  rs.resetModules();
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
  document.head.replaceChildren();
  document.title = '';
  window.history.replaceState(null, '', '/');
});
