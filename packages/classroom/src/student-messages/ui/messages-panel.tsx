import { MESSAGE_MAX_LENGTH } from '@academy/contracts';
import { Button, Callout, Intent, TextArea } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { MessageHistory } from '../../message-history/message-history';
import { studentHeadingOf } from '../lib';
import { $draft, $isSending, $messages, $replyError, draftChanged, replySubmitted } from '../model';

/** The class's messages to the student, and a message to the instructors. */
export function MessagesPanel({ id }: { id: string }) {
  const state = useUnit({ messages: $messages, draft: $draft, error: $replyError, isSending: $isSending });
  const events = useUnit({ changed: draftChanged, submitted: replySubmitted });
  const replyId = useId();
  return (
    <section id={id} className="academy-classroom-messages__panel" aria-label="Messages of the class">
      <MessageHistory messages={state.messages} headingOf={studentHeadingOf} emptyText="No messages yet." />
      <form
        className="academy-classroom-messages__reply"
        onSubmit={(event) => {
          event.preventDefault();
          events.submitted();
        }}
      >
        <label htmlFor={replyId}>Message to your instructor</label>
        <TextArea
          id={replyId}
          value={state.draft}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={2}
          fill
          onChange={(event) => events.changed(event.currentTarget.value)}
        />
        {state.error && (
          <Callout intent={Intent.DANGER} role="alert" compact>
            {state.error}
          </Callout>
        )}
        <Button type="submit" intent={Intent.PRIMARY} size="small" loading={state.isSending}>
          Send
        </Button>
      </form>
    </section>
  );
}
