import { Spinner, SpinnerSize } from '@blueprintjs/core';
import './loading-message.css';

export interface LoadingMessageProps {
  /** What is loading, e.g. 'Loading courses'. */
  text: string;
}

/** A small spinner with its message, announced to screen readers. */
export function LoadingMessage({ text }: LoadingMessageProps) {
  return (
    <div className="academy-loading-message" role="status">
      <Spinner size={SpinnerSize.SMALL} aria-hidden />
      <span>{text}</span>
    </div>
  );
}
