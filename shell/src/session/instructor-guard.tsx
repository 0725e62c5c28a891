import { $isInstructor, $signInError, instructorRouteLeft, instructorRouteOpened } from '@academy/auth';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SignInFailure, SignInWorking } from './sign-in-status';

/**
 * The guard of the instructor pages (spec §2): while unauthenticated it shows 'Working...' and the model stores the
 * current path as the original address and starts the redirect sign-in; once authenticated, the requested page.
 */
export function InstructorGuard() {
  const [isInstructor, signInError, opened, left] = useUnit([
    $isInstructor,
    $signInError,
    instructorRouteOpened,
    instructorRouteLeft,
  ]);
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;

  useEffect(() => {
    opened({ path });
    return () => left();
  }, [path, opened, left]);

  if (isInstructor) return <Outlet />;
  if (signInError) return <SignInFailure message={signInError} />;
  return <SignInWorking />;
}
