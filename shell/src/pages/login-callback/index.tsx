import { $signInError, loginCallbackOpened } from '@academy/auth';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { SignInFailure, SignInWorking } from '@/session/sign-in-status';

/** Return point of the identity provider's redirect (spec §2): completes the sign-in, then the original address. */
export default function LoginCallbackPage() {
  const [error, opened] = useUnit([$signInError, loginCallbackOpened]);

  useEffect(() => {
    opened();
  }, [opened]);

  // A failed callback, or a failed 'Try again', shows its message; 'Try again' shows Working... while it redirects.
  return error ? <SignInFailure message={error} /> : <SignInWorking />;
}
