import type { ClassMessage } from '@academy/api';
import { useEffect, useRef } from 'react';
import styles from './message-history.module.css';

export interface MessageHistoryProps {
  messages: readonly ClassMessage[];
  /** Who wrote to whom, as the reader sees it ('Instructor to the class', 'You'). */
  headingOf(message: ClassMessage): string;
}

function timeOf(sentAt: string): string {
  return new Date(sentAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

/**
 * A class's messages, oldest first, kept scrolled to the newest. Plain text (React escapes it; line breaks kept):
 * a message is never read as HTML.
 */
export function MessageHistory({ messages, headingOf }: MessageHistoryProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    const list = listRef.current;
    if (newest !== undefined && list) list.scrollTop = list.scrollHeight;
  }, [newest]);

  if (messages.length === 0) return <p className={styles.empty}>No messages yet.</p>;
  return (
    <ol ref={listRef} className={styles.history} aria-label="Messages">
      {messages.map((message) => (
        <li
          key={message.id}
          className={message.from === 'student' ? `${styles.message} ${styles.fromStudent}` : styles.message}
        >
          <span className={styles.heading}>
            {headingOf(message)} · <time dateTime={message.sentAt}>{timeOf(message.sentAt)}</time>
          </span>
          <span className={styles.text}>{message.text}</span>
        </li>
      ))}
    </ol>
  );
}
