import { FormGroup, Intent } from '@blueprintjs/core';
import { type ReactNode, useId } from 'react';
import type { FieldInputProps, FieldMetaState, useField as UseField } from 'react-final-form';
import { FieldHelp } from './field-help';

/** What of a field's state decides whether its message shows. */
/** A form's messages, at most one a field (react-final-form's validate answers them). */
export type FormErrors<Values> = Partial<Record<keyof Values, string>>;

export type FieldMessageState = Pick<FieldMetaState<unknown>, 'touched' | 'submitFailed' | 'error'>;

/**
 * A field's validation message once the user left the field or a submit failed. A failed submit counts on its own
 * for a field that appeared after it (the course form's VMs): react-final-form marks as touched only the fields
 * that were there.
 */
export function fieldMessageOf(meta: FieldMessageState): string | undefined {
  return (meta.touched || meta.submitFailed) && meta.error ? String(meta.error) : undefined;
}

/** What a field's control carries for assistive technology; spread it on the control. */
export interface FormFieldControlProps {
  /** The control's id, which the label points at. */
  id: string;
  /** Set while the field shows its message. */
  'aria-invalid'?: true;
  /** The message and note under the control; left out while neither shows, so it never points at nothing. */
  'aria-describedby'?: string;
}

/** What a field's control is drawn with. */
export interface FormFieldControl {
  /** react-final-form's value and handlers, without `type` and `multiple` (the control sets its own). */
  input: Omit<FieldInputProps<string>, 'type' | 'multiple'>;
  /** DANGER while the field shows a message. */
  intent: Intent;
  /** The control's id and ARIA state (see FormFieldControlProps). */
  controlProps: FormFieldControlProps;
}

/** The fields of a form whose value is text (inputs and selects), the ones a FormField draws. */
export type TextFieldName<Values> = {
  [Name in keyof Values]-?: Values[Name] extends string | undefined ? Name : never;
}[keyof Values] &
  string;

export interface FormFieldProps<Values> {
  /** The form value this field edits. */
  name: TextFieldName<Values>;
  /** The visible label, which is also the control's accessible name. */
  label: string;
  /** A note always shown under the control (e.g. the provisioning note under Attendees). */
  note?: string;
  /** Draws the control. */
  children: (control: FormFieldControl) => ReactNode;
}

export type FormFieldComponent<Values> = (props: FormFieldProps<Values>) => ReactNode;

const SUBSCRIPTION = { value: true, error: true, touched: true, submitFailed: true };

/**
 * The labelled field of an instructor form, with its message (see fieldMessageOf) and note underneath; while the
 * message shows, the control is marked invalid and described by it, so a screen reader says what is wrong.
 * react-final-form is not shared through federation, so each remote's <Form> has its own context: the field is
 * made with the remote's own useField, the one that reaches that context.
 */
export function createFormField<Values>(useField: typeof UseField): FormFieldComponent<Values> {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per form module, never during a render, so hook order is stable
  return function FormField({ name, label, note, children }) {
    const id = useId();
    const helpId = `${id}-help`;
    const { input, meta } = useField<string>(name, { subscription: SUBSCRIPTION });
    const { type: _type, multiple: _multiple, ...control } = input;
    const message = fieldMessageOf(meta);
    const intent = message ? Intent.DANGER : Intent.NONE;
    const hasHelp = Boolean(message || note);
    const controlProps: FormFieldControlProps = {
      id,
      ...(message ? { 'aria-invalid': true } : {}),
      ...(hasHelp ? { 'aria-describedby': helpId } : {}),
    };
    return (
      <FormGroup
        label={label}
        labelFor={id}
        intent={intent}
        helperText={<FieldHelp id={helpId} message={message} note={note} />}
      >
        {children({ input: control, intent, controlProps })}
      </FormGroup>
    );
  };
}
