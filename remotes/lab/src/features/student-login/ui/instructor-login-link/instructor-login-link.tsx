import { routes } from '@academy/api';
import { useUnit } from 'effector-react';
import { instructorLoginClicked } from '../../model';

/** 'Instructor Login': starts the identity provider's sign-in, which leads to /courses (the shell carries it out). */
export function InstructorLoginLink() {
  const clicked = useUnit(instructorLoginClicked);
  return (
    <a
      href={routes.courses}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        clicked();
      }}
    >
      Instructor Login
    </a>
  );
}
