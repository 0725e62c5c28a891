import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useId } from 'react';

/** Attendees with a roster: its row count, shown and not chosen (one lab per student). */
export function RosterAttendees({ count, note }: { count: number; note: string }) {
  const id = useId();
  const helpId = `${id}-help`;
  return (
    <FormGroup
      label="Attendees"
      labelFor={id}
      helperText={<span id={helpId}>One per student of the roster. {note}</span>}
    >
      <InputGroup id={id} value={String(count)} readOnly aria-describedby={helpId} />
    </FormGroup>
  );
}
