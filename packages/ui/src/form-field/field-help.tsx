import './form-field.css';

export interface FieldHelpProps {
  /** The id the control's aria-describedby points at while a message or note shows. */
  id: string;
  /** The validation message; absent while the field is valid or not yet checked. */
  message?: string | undefined;
  /** A note always shown under the message. */
  note?: string | undefined;
}

/**
 * What a form field shows under its control, given to Blueprint's FormGroup as its helper text: the message on a line
 * kept for it even while empty, then the note. A message that appears when a field is left must not move the
 * controls below it: the press on the submit button blurs the field, and a button moved between press and release
 * gets no click.
 */
export function FieldHelp({ id, message, note }: FieldHelpProps) {
  return (
    <span id={id} className="form-field__help">
      <span className="form-field__message">{message}</span>
      {note && <span className="form-field__note">{note}</span>}
    </span>
  );
}
