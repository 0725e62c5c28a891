import { sample } from 'effector';
import { logoutRequested, navigationRequested, routes, signedOut } from '@academy/contracts';

// A local logout clears what the browser holds and lands on home (spec §4 "Student session").
sample({ clock: logoutRequested, target: signedOut });
sample({ clock: signedOut, fn: () => ({ to: routes.home }), target: navigationRequested });
