import type { ClassMessage } from '@academy/api';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type { ConversationModel } from '../model';
import { MessageForm } from './message-form';
import { MessageHistory } from './message-history';

export interface ConversationProps {
  model: ConversationModel;
  /** The label of the text ('Message', 'Message to your instructor'). */
  label: string;
  /** Who wrote to whom, as the reader sees it ('Instructor to the class', 'You to your instructor'). */
  headingOf(message: ClassMessage): string;
  /** Fields before the text (the instructor's recipient). */
  children?: ReactNode;
}

/** The class's messages, oldest first, and a message to write under them. */
export function Conversation({ model, label, headingOf, children }: ConversationProps) {
  const state = useUnit({
    messages: model.$messages,
    draft: model.$draft,
    error: model.$sendError,
    isSending: model.$isSending,
  });
  const events = useUnit({ changed: model.draftChanged, submitted: model.submitted });
  return (
    <>
      <MessageHistory messages={state.messages} headingOf={headingOf} />
      <MessageForm
        label={label}
        draft={state.draft}
        error={state.error}
        isSending={state.isSending}
        onDraftChange={events.changed}
        onSubmit={events.submitted}
      >
        {children}
      </MessageForm>
    </>
  );
}
