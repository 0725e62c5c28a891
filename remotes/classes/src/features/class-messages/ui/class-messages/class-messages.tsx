import { Conversation } from '@academy/classroom';
import { Callout, HTMLSelect, Intent } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { usernameOf } from '@/shared/lib/username';
import { instructorHeadingOf } from '../../lib';
import { $loadError, $recipient, $students, conversation, recipientChanged } from '../../model';
import styles from './class-messages.module.css';

/** Messages of the class: the history with the students' replies, and a message to the class or one student. */
export function ClassMessages() {
  const state = useUnit({ students: $students, recipient: $recipient, loadError: $loadError });
  const changeRecipient = useUnit(recipientChanged);
  const headingId = useId();
  const toId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        Messages
      </h2>
      {state.loadError && (
        <Callout intent={Intent.WARNING} role="alert" compact>
          {state.loadError}
        </Callout>
      )}
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
    </section>
  );
}
