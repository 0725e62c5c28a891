import type { ReactNode } from 'react';
import { Field, type FieldInputProps } from 'react-final-form';
import { FormGroup, Intent } from '@blueprintjs/core';
import type { ClassFormValues } from '../../lib';
import styles from './class-form.module.css';

/** What a field's control is drawn with. */
export interface FieldControl {
  /** The control's id, which the label points at. */
  id: string;
  /** react-final-form's value and handlers, without `type` and `multiple` (the control sets its own). */
  input: Omit<FieldInputProps<string>, 'type' | 'multiple'>;
  /** DANGER while the field shows a message. */
  intent: Intent;
  /** Id of the element holding the field's message and note, for aria-describedby. */
  describedBy: string;
}

export interface FormFieldProps {
  /** The form value this field edits. */
  name: keyof ClassFormValues;
  /** The visible label, which is also the control's accessible name. */
  label: string;
  /** A note always shown under the control (e.g. the provisioning note under Attendees). */
  note?: string;
  /** Draws the control. */
  children: (control: FieldControl) => ReactNode;
}

/**
 * One labelled field of the class form: its validation message shows once the field was left or a submit was
 * tried (react-final-form then marks every field touched), above the field's note if it has one.
 */
export function FormField({ name, label, note, children }: FormFieldProps) {
  const id = `class-${name}`;
  const describedBy = `${id}-help`;
  return (
    <Field<string> name={name} subscription={{ value: true, error: true, touched: true }}>
      {({ input: { type: _type, multiple: _multiple, ...input }, meta }) => {
        const message: string | undefined = meta.touched ? meta.error : undefined;
        const intent = message ? Intent.DANGER : Intent.NONE;
        return (
          <FormGroup
            label={label}
            labelFor={id}
            intent={intent}
            helperText={
              message || note ? (
                <span id={describedBy} className={styles.help}>
                  {message && <span className={styles.message}>{message}</span>}
                  {note && <span className={styles.note}>{note}</span>}
                </span>
              ) : undefined
            }
          >
            {children({ id, input, intent, describedBy })}
          </FormGroup>
        );
      }}
    </Field>
  );
}
