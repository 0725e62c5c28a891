import { Classes, Spinner } from '@blueprintjs/core';
import styles from './loading-overlay.module.css';

export interface LoadingOverlayProps {
  /** Shows the overlay; the page under it keeps its state (e.g. what the user typed). */
  isOpen: boolean;
  /** What is under way, as the spec words it, e.g. 'Logging in'. */
  text: string;
}

/**
 * A blocking overlay with a spinner and one line of text, while a call runs. Its container (a polite live region)
 * is in the page from the start, not only once open, so a screen reader hears the text once, when it appears. Focus
 * stays where it was (the control just used), so nothing is lost when the overlay goes. Plain elements rather than
 * Blueprint's Overlay2: it needs no focus management, and Overlay2 would add its transitions to the login page.
 */
export function LoadingOverlay({ isOpen, text }: LoadingOverlayProps) {
  return (
    <div aria-live="polite">
      {isOpen && (
        <>
          <div className={styles.backdrop} />
          <div className={`${Classes.CARD} ${Classes.ELEVATION_3} ${styles.card}`}>
            <Spinner size={32} aria-hidden />
            <p className={styles.text}>{text}</p>
          </div>
        </>
      )}
    </div>
  );
}
