import { Callout, Intent, Spinner, SpinnerSize, Tag } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { $status, $statusText } from '../../model';
import styles from './connection-status.module.css';

/** The connection state in words: connecting, connected, reconnecting (with the attempt) or failed (with why). */
export function ConnectionStatus() {
  const { status, text } = useUnit({ status: $status, text: $statusText });
  switch (status) {
    case 'idle':
      return null;
    case 'connecting':
      return (
        <div className={styles.status} role="status">
          <Spinner size={SpinnerSize.SMALL} />
          <span>{text}</span>
        </div>
      );
    case 'connected':
      return (
        <div className={styles.status} role="status">
          <Tag intent={Intent.SUCCESS} minimal round>
            {text}
          </Tag>
        </div>
      );
    case 'reconnecting':
      return (
        <Callout className={styles.callout} intent={Intent.WARNING} compact role="status">
          {text}
        </Callout>
      );
    case 'failed':
      return (
        <Callout className={styles.callout} intent={Intent.DANGER} compact role="alert">
          {text}
        </Callout>
      );
  }
}
