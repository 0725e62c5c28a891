import { Button, H2, Intent } from '@blueprintjs/core';

/** Class form (spec §2 "Class form"); the classes issue gives it its fields. */
export default function ClassFormPage() {
  return (
    <section>
      <H2>New Class</H2>
      <Button intent={Intent.PRIMARY}>Create Class</Button>
    </section>
  );
}
