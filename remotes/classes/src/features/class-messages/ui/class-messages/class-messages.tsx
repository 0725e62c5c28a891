import { MessageForm, MessageHistory } from '@academy/classroom';
import { Callout, HTMLSelect, Intent } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { usernameOf } from '@/shared/lib/username';
import { instructorHeadingOf } from '../../lib';
import {
  $draft,
  $isSending,
  $loadError,
  $messages,
  $recipient,
  $sendError,
  $students,
  draftChanged,
  messageSubmitted,
  recipientChanged,
} from '../../model';
import styles from './class-messages.module.css';

/** Messages of the class: the history with the students' replies, and a message to the class or one student. */
export function ClassMessages() {
  const state = useUnit({
    messages: $messages,
    students: $students,
    recipient: $recipient,
    draft: $draft,
    sendError: $sendError,
    loadError: $loadError,
    isSending: $isSending,
  });
  const events = useUnit({ recipient: recipientChanged, draft: draftChanged, submitted: messageSubmitted });
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
      <MessageHistory messages={state.messages} headingOf={instructorHeadingOf} emptyText="No messages yet." />
      <MessageForm
        label="Message"
        draft={state.draft}
        error={state.sendError}
        isSending={state.isSending}
        onDraftChange={events.draft}
        onSubmit={events.submitted}
      >
        <label htmlFor={toId}>To</label>
        <HTMLSelect id={toId} value={state.recipient} onChange={(event) => events.recipient(event.currentTarget.value)}>
          <option value="">The whole class</option>
          {state.students.map((email) => (
            <option key={email} value={email}>
              {usernameOf(email)}
            </option>
          ))}
        </HTMLSelect>
      </MessageForm>
    </section>
  );
}
