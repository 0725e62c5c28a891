import './spinner.css';

export interface SpinnerProps {
  className?: string;
}

/** A busy indicator for the eye only: the text that says what is loading is the page's own. */
export function Spinner({ className }: SpinnerProps) {
  return <span className={className ? `shell-spinner ${className}` : 'shell-spinner'} aria-hidden="true" />;
}
