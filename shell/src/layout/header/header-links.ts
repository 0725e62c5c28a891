/** Which header links a visitor sees (spec §2 "Header", §6). */
export interface HeaderLinks {
  machines: boolean;
  courses: boolean;
  classes: boolean;
  /** 'Log Out' instead of 'Log In'. */
  loggedIn: boolean;
}

export function headerLinksFor(hasStudentSession: boolean, isInstructor: boolean): HeaderLinks {
  return {
    machines: hasStudentSession,
    courses: isInstructor,
    classes: isInstructor,
    loggedIn: hasStudentSession || isInstructor,
  };
}
