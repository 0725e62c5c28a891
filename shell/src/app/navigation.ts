import type { NavigationRequest } from '@academy/api';
import { navigationRequested } from '@academy/bus';
import { createEffect, sample } from 'effector';

/** Carries out a remote's navigation request; its handler (the router) is given when the scope is forked. */
export const navigateFx = createEffect<NavigationRequest, void>(() => {
  throw new Error('navigateFx needs the router: fork the scope with its handler');
});

sample({ clock: navigationRequested, target: navigateFx });
