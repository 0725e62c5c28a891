import { routes } from '@academy/api';
import { $hasStudentSession, $isInstructor, $studentEmail } from '@academy/auth';
import { RouteLink } from '@academy/ui';
import { Callout, Intent } from '@blueprintjs/core';
import { useUnit } from 'effector-react';

/** Who is signed in already, if anyone (spec §2 "Student login"); null for a visitor. */
export function AlreadySignedIn() {
  const [hasStudentSession, isInstructor, email] = useUnit([$hasStudentSession, $isInstructor, $studentEmail]);
  if (hasStudentSession) {
    return (
      <Callout intent={Intent.SUCCESS}>
        <p>You're already signed in as {email}.</p>
        <RouteLink to={routes.machines}>Go to your machines</RouteLink>
      </Callout>
    );
  }
  if (isInstructor) {
    return (
      <Callout intent={Intent.SUCCESS}>
        <p>You're already signed in as an instructor.</p>
        <RouteLink to={routes.courses}>Go to your courses</RouteLink>
      </Callout>
    );
  }
  return null;
}
