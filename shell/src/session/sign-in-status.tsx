import { signInRetryClicked } from '@academy/auth';
import { useUnit } from 'effector-react';
import { PageState } from '@/layout/page-state/page-state';
import { buttonClass } from '@/ui/button/button-class';
import { Spinner } from '@/ui/spinner/spinner';

/** Shown while the instructor's sign-in is checked, started or completed. */
export function SignInWorking() {
  return <PageState className="sign-in-status" icon={<Spinner />} title="Working..." />;
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
        <button type="button" className={buttonClass('primary')} onClick={() => onRetry()}>
          Try again
        </button>
      }
    />
  );
}
