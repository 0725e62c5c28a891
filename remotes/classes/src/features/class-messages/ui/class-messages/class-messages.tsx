import { MessageHistory } from '@academy/classroom';
import { MESSAGE_MAX_LENGTH } from '@academy/contracts';
import { Button, Callout, HTMLSelect, Intent, TextArea } from '@blueprintjs/core';
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
  const textId = useId();
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
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          events.submitted();
        }}
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
        <label htmlFor={textId}>Message</label>
        <TextArea
          id={textId}
          value={state.draft}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={2}
          fill
          onChange={(event) => events.draft(event.currentTarget.value)}
        />
        {state.sendError && (
          <Callout intent={Intent.DANGER} role="alert" compact>
            {state.sendError}
          </Callout>
        )}
        <Button type="submit" intent={Intent.PRIMARY} size="small" loading={state.isSending}>
          Send
        </Button>
      </form>
    </section>
  );
}
