import { createPresentation } from './class-presentation/model';
import { createClassroomScreens } from './classroom-screens/model';
import { createStudentMessages } from './student-messages/model';

/**
 * The classroom of one student page: the instructor's messages, the banner and paused screens, the machine shown to
 * the class. This package is bundled into the lab and the console remotes alike, so a page makes its own (once, in its
 * model) and hands it to the components: a model lives while its component shows, and the copy of a page the student
 * left hears nothing from the push channel meanwhile.
 */
export function createClassroom() {
  return {
    messages: createStudentMessages(),
    screens: createClassroomScreens(),
    presentation: createPresentation(),
  };
}

export type Classroom = ReturnType<typeof createClassroom>;
