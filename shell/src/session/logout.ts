import { routes } from '@academy/api';
import { $isInstructor, instructorSignOutRequested } from '@academy/auth';
import { logoutRequested, navigationRequested, signedOut } from '@academy/bus';
import { sample } from 'effector';

// With an identity-provider session, the provider's sign-out (the auth package then fires signedOut).
sample({ clock: logoutRequested, filter: $isInstructor, target: instructorSignOutRequested });
// Otherwise a local logout clears what the browser holds and lands on home (spec §4 "Student session").
sample({ clock: logoutRequested, filter: $isInstructor.map((isInstructor) => !isInstructor), target: signedOut });
sample({ clock: signedOut, fn: () => ({ to: routes.home }), target: navigationRequested });
