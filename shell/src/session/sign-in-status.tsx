import { signInRetryClicked } from '@academy/auth';
import { Button, Intent, Spinner } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { PageState } from '@/layout/page-state/page-state';

/** Shown while the instructor's sign-in is checked, started or completed. */
export function SignInWorking() {
  return <PageState className="sign-in-status" icon={<Spinner aria-hidden />} title="Working..." />;
}

export interface SignInFailureProps {
  /** What went wrong: the identity library's message (spec §8). */
  message: string;
}

/** A sign-in that failed: its message and a way to try again. */
export function SignInFailure({ message }: SignInFailureProps) {
  const onRetry = useUnit(signInRetryClicked);
  return (
    <PageState
      className="sign-in-status"
      title="Sign-in failed"
      description={<p role="alert">{message}</p>}
      action={
        <Button intent={Intent.PRIMARY} onClick={() => onRetry()}>
          Try again
        </Button>
      }
    />
  );
}
