import { Button, H2, HTMLTable, Intent } from '@blueprintjs/core';

/** Class list (spec §2 "Class list"); the classes issue gives it its data. */
export default function ClassListPage() {
  return (
    <section>
      <H2>Classes</H2>
      <Button intent={Intent.PRIMARY}>Add Class</Button>
      <HTMLTable>
        <thead>
          <tr>
            <th>Status</th>
            <th>Name</th>
            <th>Instructor</th>
            <th>Usernames</th>
            <th>Passphrase</th>
            <th>Schedule</th>
            <th>Actions</th>
          </tr>
        </thead>
      </HTMLTable>
    </section>
  );
}
