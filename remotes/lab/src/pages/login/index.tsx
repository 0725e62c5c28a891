// First, so the page's own styles override Blueprint's. An exposed page brings Blueprint's stylesheet (the shell has
// none); the build keeps only the rules this remote uses.
import '@blueprintjs/core/lib/css/blueprint.css';
import { routes } from '@academy/api';
import { Card, Elevation, H1 } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';
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

// A personal link's page (/join) is shown by this exposed page too, from a chunk of its own: /login and /machines carry
// none of it, and the lab's chunks stay as they were (an exposed page of its own split them further).
const JoinPage = lazy(() => import('@/pages/join'));

/** Student login (spec §2 "Student login"), at / and /login. */
function StudentLoginPage() {
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

/** The lab's sign-in page: the login form, or a personal link's page at /join (the shell shows this page for both). */
export default function LoginPage() {
  return window.location.pathname === routes.join ? (
    <Suspense fallback={null}>
      <JoinPage />
    </Suspense>
  ) : (
    <StudentLoginPage />
  );
}
