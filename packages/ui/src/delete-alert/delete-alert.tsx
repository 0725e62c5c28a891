import { Alert, Callout, Classes, H2, Intent } from '@blueprintjs/core';
import { Trash } from '@blueprintjs/icons';
import { useId } from 'react';
import { focusPageHeading } from '../page-header/focus-page-heading';
import './delete-alert.css';

export interface DeleteAlertProps {
  /** The dialog's heading, e.g. 'Delete Course'. */
  title: string;
  /** The question under the heading. */
  question: string;
  /** What waits for confirmation, shown by its name; the dialog is open while it is set. */
  item: { name: string } | null;
  /** The delete call is under way: the buttons wait and Escape does not cancel. */
  isDeleting: boolean;
  /** A failed delete's text, shown inside the dialog; empty when none. */
  error?: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** The confirming button's text, 'Delete' unless given (the class monitor's 'Revert lab' deletes machines too). */
  confirmText?: string;
}

/** Whether focus has nowhere to be: the element it went back to is gone (the deleted item's row). */
function isFocusLost(): boolean {
  const focused = document.activeElement;
  return focused === null || focused === document.body || !focused.isConnected;
}

/** Cancel: Blueprint's alert footer holds Delete, then Cancel. */
function cancelButtonOf(overlay: HTMLElement): HTMLElement | null {
  return overlay.querySelector<HTMLElement>(`.${Classes.ALERT_FOOTER} > .${Classes.BUTTON}:last-child`);
}

/**
 * The delete confirmation of the instructor lists and forms (spec §2): Cancel or Delete, with the item's name.
 * Blueprint's alert keeps focus inside while open and gives it back to the button that opened it when it closes.
 * Once open, focus goes to Cancel, the harmless choice, inside the dialog (Blueprint leaves it on an empty focus trap
 * beside it, so a screen reader would not hear the dialog); when the button that opened it went with the deleted
 * item, focus goes to the page's heading instead.
 */
export function DeleteAlert({
  title,
  question,
  item,
  isDeleting,
  error,
  onCancel,
  onConfirm,
  confirmText = 'Delete',
}: DeleteAlertProps) {
  const titleId = useId();
  const questionId = useId();
  return (
    <Alert
      isOpen={item !== null}
      icon={<Trash size={40} />}
      intent={Intent.DANGER}
      confirmButtonText={confirmText}
      cancelButtonText="Cancel"
      loading={isDeleting}
      canEscapeKeyCancel={!isDeleting}
      onCancel={() => onCancel()}
      onConfirm={() => onConfirm()}
      onOpened={(overlay) => cancelButtonOf(overlay)?.focus()}
      onClosed={() => {
        // Checked once the overlay itself is gone: until then focus may sit on its focus trap.
        window.requestAnimationFrame(() => {
          if (isFocusLost()) focusPageHeading();
        });
      }}
      aria-labelledby={titleId}
      aria-describedby={questionId}
    >
      <H2 id={titleId} className="delete-alert__title">
        {title}
      </H2>
      <p id={questionId}>{question}</p>
      {item !== null && <p className="delete-alert__name">{item.name}</p>}
      {error && (
        <Callout intent={Intent.DANGER} compact role="alert">
          {error}
        </Callout>
      )}
    </Alert>
  );
}
