import { Conversation } from '@academy/classroom';
import { HTMLSelect } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { usernameOf } from '@/shared/lib/username';
import { MonitorSection } from '@/shared/ui/monitor-section/monitor-section';
import { instructorHeadingOf } from '../../lib';
import { $loadError, $recipient, $students, conversation, recipientChanged } from '../../model';

/** Messages of the class: the history with the students' replies, and a message to the class or one student. */
export function ClassMessages() {
  const state = useUnit({ students: $students, recipient: $recipient, loadError: $loadError });
  const changeRecipient = useUnit(recipientChanged);
  const toId = useId();
  return (
    <MonitorSection title="Messages" error={state.loadError} isBoxed>
      <Conversation model={conversation} label="Message" headingOf={instructorHeadingOf}>
        <label htmlFor={toId}>To</label>
        <HTMLSelect id={toId} value={state.recipient} onChange={(event) => changeRecipient(event.currentTarget.value)}>
          <option value="">The whole class</option>
          {state.students.map((email) => (
            <option key={email} value={email}>
              {usernameOf(email)}
            </option>
          ))}
        </HTMLSelect>
      </Conversation>
    </MonitorSection>
  );
}
