import { Button, H2, HTMLTable, Intent } from '@blueprintjs/core';

/** Course list (spec §2 "Course list"); the courses issue gives it its data. */
export default function CourseListPage() {
  return (
    <section>
      <H2>Courses</H2>
      <Button intent={Intent.PRIMARY}>Add Course</Button>
      <HTMLTable>
        <thead>
          <tr>
            <th>Status</th>
            <th>Name</th>
            <th>Description</th>
            <th>Folder</th>
            <th>Actions</th>
          </tr>
        </thead>
      </HTMLTable>
    </section>
  );
}
