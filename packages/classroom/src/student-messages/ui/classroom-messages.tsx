import { Button, Callout, Intent } from '@blueprintjs/core';
import { Chat, Cross } from '@blueprintjs/icons';
import { useGate, useUnit } from 'effector-react';
import { lazy, Suspense, useId } from 'react';
import type { StudentMessages } from '../model';
import styles from './classroom-messages.module.css';

// The history and the reply form load when the student opens them: the page's first download stays small.
const MessagesPanel = lazy(() => import('./messages-panel').then((module) => ({ default: module.MessagesPanel })));

export interface ClassroomMessagesProps {
  /** The page's own messages (see createClassroom). */
  model: StudentMessages;
}

/**
 * The instructor's messages on a student's page: the newest as a notice (read out, never taking the focus from the
 * console), 'Messages' opening the history and a reply to the instructors.
 */
export function ClassroomMessages({ model }: ClassroomMessagesProps) {
  useGate(model.Gate);
  const state = useUnit({ notice: model.$notice, isOpen: model.$isPanelOpen, unread: model.$unreadCount });
  const events = useUnit({ toggled: model.panelToggled, dismissed: model.noticeDismissed });
  const panelId = useId();

  return (
    <div className={styles.messages}>
      <div className={styles.live} role="status">
        {state.notice && (
          <Callout intent={Intent.PRIMARY} icon={<Chat />} className={styles.notice} compact>
            <span className={styles.noticeText}>
              <strong>Message from {state.notice.senderName}: </strong>
              {state.notice.text}
            </span>
            <Button
              variant="minimal"
              size="small"
              icon={<Cross />}
              aria-label="Dismiss the message"
              onClick={() => events.dismissed()}
            />
          </Callout>
        )}
      </div>
      <Button
        icon={<Chat />}
        size="small"
        aria-expanded={state.isOpen}
        aria-controls={panelId}
        onClick={() => events.toggled()}
      >
        {state.unread > 0 ? `Messages (${state.unread} new)` : 'Messages'}
      </Button>
      {state.isOpen && (
        <Suspense fallback={<p role="status">Loading messages</p>}>
          <MessagesPanel id={panelId} model={model} />
        </Suspense>
      )}
    </div>
  );
}
