import { Button, Callout, Intent } from '@blueprintjs/core';
import { Chat, Cross } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useId } from 'react';
import {
  $isPanelOpen,
  $notice,
  $unreadCount,
  messagesClosed,
  messagesOpened,
  noticeDismissed,
  panelToggled,
} from '../model';
import './classroom-messages.css';

// The history and the reply form load when the student opens them: the page's first download stays small.
const MessagesPanel = lazy(() => import('./messages-panel').then((module) => ({ default: module.MessagesPanel })));

/**
 * The instructor's messages on a student's page: the newest as a notice (read out, never taking the focus from the
 * console), 'Messages' opening the history and a reply to the instructors.
 */
export function ClassroomMessages() {
  const state = useUnit({ notice: $notice, isOpen: $isPanelOpen, unread: $unreadCount });
  const events = useUnit({
    opened: messagesOpened,
    closed: messagesClosed,
    toggled: panelToggled,
    dismissed: noticeDismissed,
  });
  const panelId = useId();
  const { opened, closed } = events;
  useEffect(() => {
    opened();
    return () => closed();
  }, [opened, closed]);

  return (
    <div className="academy-classroom-messages">
      <div className="academy-classroom-messages__live" role="status">
        {state.notice && (
          <Callout intent={Intent.PRIMARY} icon={<Chat />} className="academy-classroom-messages__notice" compact>
            <span className="academy-classroom-messages__notice-text">
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
          <MessagesPanel id={panelId} />
        </Suspense>
      )}
    </div>
  );
}
