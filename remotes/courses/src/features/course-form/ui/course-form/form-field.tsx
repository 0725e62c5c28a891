import type { ReactNode } from 'react';
import { Field, type FieldInputProps, type FieldMetaState } from 'react-final-form';
import { FormGroup, HTMLSelect, Intent, type OptionProps } from '@blueprintjs/core';
import type { CourseFormValues } from '../../lib';

/** A field's message once the user left it or tried to submit (VMs appear later, so the attempt counts too). */
export function messageOf(meta: FieldMetaState<unknown>): string | undefined {
  return (meta.touched || meta.submitFailed) && meta.error ? String(meta.error) : undefined;
}

export function intentOf(meta: FieldMetaState<unknown>): Intent {
  return messageOf(meta) ? Intent.DANGER : Intent.NONE;
}

export interface FormFieldProps {
  /** The field of the course form. */
  name: Exclude<keyof CourseFormValues, 'vms'>;
  /** The visible label, which also names the control. */
  label: string;
  /** Draws the control from the field's props (with its id) and the intent of its state. */
  children: (input: FieldInputProps<string> & { id: string }, intent: Intent) => ReactNode;
}

/** One labelled field of the course form with its validation message underneath. */
export function FormField({ name, label, children }: FormFieldProps) {
  const id = `course-${name}`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <FormGroup label={label} labelFor={id} intent={intentOf(meta)} helperText={messageOf(meta)}>
          {children({ ...input, id }, intentOf(meta))}
        </FormGroup>
      )}
    </Field>
  );
}

export interface SelectFieldProps extends Omit<FormFieldProps, 'children'> {
  /** The choices, the placeholder first (value ''). */
  options: ReadonlyArray<OptionProps<string>>;
}

/** A select field; react-final-form's `multiple` and `type` props are not for a single HTMLSelect. */
export function SelectField({ options, ...field }: SelectFieldProps) {
  return (
    <FormField {...field}>
      {({ multiple: _multiple, type: _type, ...input }) => <HTMLSelect {...input} options={[...options]} fill />}
    </FormField>
  );
}
