import { Alert, Callout, H4, Intent } from '@blueprintjs/core';
import { Trash } from '@blueprintjs/icons';
import { useId } from 'react';
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
}

/** The delete confirmation of the instructor lists and forms (spec §2): Cancel or Delete, with the item's name. */
export function DeleteAlert({ title, question, item, isDeleting, error, onCancel, onConfirm }: DeleteAlertProps) {
  const titleId = useId();
  return (
    <Alert
      isOpen={item !== null}
      icon={<Trash size={40} />}
      intent={Intent.DANGER}
      confirmButtonText="Delete"
      cancelButtonText="Cancel"
      loading={isDeleting}
      canEscapeKeyCancel={!isDeleting}
      onCancel={() => onCancel()}
      onConfirm={() => onConfirm()}
      aria-labelledby={titleId}
    >
      <H4 id={titleId}>{title}</H4>
      <p>{question}</p>
      {item !== null && <p className="delete-alert__name">{item.name}</p>}
      {error && (
        <Callout intent={Intent.DANGER} compact role="alert">
          {error}
        </Callout>
      )}
    </Alert>
  );
}
