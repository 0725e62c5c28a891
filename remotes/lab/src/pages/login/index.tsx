// First, so the page's own styles override Blueprint's. An exposed page brings Blueprint's stylesheet (the shell has
// none); the build keeps only the rules this remote uses.
import '@blueprintjs/core/lib/css/blueprint.css';
import { Card, Elevation, H1 } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $isSignedIn } from '@/features/student-login/model';
import { AlreadySignedIn } from '@/features/student-login/ui/already-signed-in/already-signed-in';
import { InstructorLoginLink } from '@/features/student-login/ui/instructor-login-link/instructor-login-link';
import { LoginForm } from '@/features/student-login/ui/login-form/login-form';
// The machine list must exist before the login answers, or it would miss the machines the answer carries:
// /machines is a separate exposed chunk, loaded only after the navigation.
import '@/features/machine-list/model';
import cardStyles from '@/shared/ui/page-card/page-card.module.css';
import styles from './login-page.module.css';
import { pageOpened } from './model';

/** Student login (spec §2 "Student login"), at / and /login. */
export default function LoginPage() {
  const [isSignedIn, opened] = useUnit([$isSignedIn, pageOpened]);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <Card className={cardStyles.page} elevation={Elevation.ONE}>
      <H1 className={cardStyles.title}>Student Login</H1>
      {isSignedIn ? (
        <AlreadySignedIn />
      ) : (
        <>
          <LoginForm />
          <p className={styles.instructor}>
            <InstructorLoginLink />
          </p>
        </>
      )}
    </Card>
  );
}
