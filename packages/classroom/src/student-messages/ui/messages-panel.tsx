import { useUnit } from 'effector-react';
import { MessageForm } from '../../message-form/message-form';
import { MessageHistory } from '../../message-history/message-history';
import { studentHeadingOf } from '../lib';
import { $draft, $isSending, $messages, $replyError, draftChanged, replySubmitted } from '../model';

/** The class's messages to the student, and a message to the instructors. */
export function MessagesPanel({ id }: { id: string }) {
  const state = useUnit({ messages: $messages, draft: $draft, error: $replyError, isSending: $isSending });
  const events = useUnit({ changed: draftChanged, submitted: replySubmitted });
  return (
    <section id={id} className="academy-classroom-messages__panel" aria-label="Messages of the class">
      <MessageHistory messages={state.messages} headingOf={studentHeadingOf} emptyText="No messages yet." />
      <MessageForm
        label="Message to your instructor"
        draft={state.draft}
        error={state.error}
        isSending={state.isSending}
        onDraftChange={events.changed}
        onSubmit={events.submitted}
      />
    </section>
  );
}
