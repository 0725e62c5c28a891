import { Classes, Overlay2, Spinner } from '@blueprintjs/core';
import './loading-overlay.css';

export interface LoadingOverlayProps {
  /** Shows the overlay; the page under it keeps its state (e.g. what the user typed). */
  isOpen: boolean;
  /** What is under way, as the spec words it, e.g. 'Logging in'. */
  text: string;
}

/** A blocking overlay with a spinner and one line of text, while a call runs. */
export function LoadingOverlay({ isOpen, text }: LoadingOverlayProps) {
  return (
    <Overlay2
      isOpen={isOpen}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      className={Classes.OVERLAY_SCROLL_CONTAINER}
      transitionDuration={0}
    >
      <div className={`${Classes.CARD} ${Classes.ELEVATION_3} loading-overlay`} role="status" aria-live="polite">
        <Spinner size={32} />
        <p className="loading-overlay__text">{text}</p>
      </div>
    </Overlay2>
  );
}
