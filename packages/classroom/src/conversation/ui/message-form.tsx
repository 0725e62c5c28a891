import { MESSAGE_MAX_LENGTH } from '@academy/api';
import { Button, Callout, Intent, TextArea } from '@blueprintjs/core';
import { type ReactNode, useId } from 'react';
import styles from './message-form.module.css';

export interface MessageFormProps {
  /** The label of the text ('Message', 'Message to your instructor'). */
  label: string;
  draft: string;
  /** Why the last send failed; the draft is kept. */
  error: string | null;
  isSending: boolean;
  onDraftChange(text: string): void;
  onSubmit(): void;
  /** Fields before the text (the instructor's recipient). */
  children?: ReactNode;
}

/** Writing a message: its text (at most MESSAGE_MAX_LENGTH), why a send failed, and Send. */
export function MessageForm({ label, draft, error, isSending, onDraftChange, onSubmit, children }: MessageFormProps) {
  const textId = useId();
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <label htmlFor={textId}>{label}</label>
      <TextArea
        id={textId}
        value={draft}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={2}
        fill
        onChange={(event) => onDraftChange(event.currentTarget.value)}
      />
      {error && (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {error}
        </Callout>
      )}
      <Button type="submit" intent={Intent.PRIMARY} size="small" loading={isSending}>
        Send
      </Button>
    </form>
  );
}
