import { Button, H2, Intent } from '@blueprintjs/core';

/** Course form (spec §2 "Course form"); the courses issue gives it its fields. */
export default function CourseFormPage() {
  return (
    <section>
      <H2>New Course</H2>
      <Button intent={Intent.PRIMARY}>Create Course</Button>
    </section>
  );
}
