import { HTMLSelect, type HTMLSelectProps, InputGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { useField as UseField } from 'react-final-form';
import { createFormField, type FormFieldComponent, type FormFieldProps } from './form-field';

/** A field's label, name and note: everything of a FormField but how its control is drawn. */
type FieldFrameProps<Values> = Omit<FormFieldProps<Values>, 'children'>;

export interface TextFieldProps<Values> extends FieldFrameProps<Values> {
  /** The input's type; text unless told. */
  type?: 'text' | 'date' | 'email';
  autoComplete?: string;
}

export interface SelectFieldProps<Values> extends FieldFrameProps<Values> {
  /** The choices, a placeholder with the value '' first where the field starts unchosen. */
  options: HTMLSelectProps['options'];
  /** As wide as the form. */
  fill?: boolean;
}

export interface FormFields<Values> {
  /** A field whose control the form draws itself (see createFormField). */
  FormField: FormFieldComponent<Values>;
  /** A text input, red while its message shows. */
  TextField: (props: TextFieldProps<Values>) => ReactNode;
  /** A select. */
  SelectField: (props: SelectFieldProps<Values>) => ReactNode;
}

/**
 * The fields of an instructor form, made with the remote's own useField (see createFormField): the labelled frame
 * with its message and note, and the two controls the class and course forms draw in it most, a text input and a
 * select, each wired to the frame's value, id and ARIA state.
 */
export function createFormFields<Values>(useField: typeof UseField): FormFields<Values> {
  const FormField = createFormField<Values>(useField);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per form module, never during a render, so each field keeps its identity
  function TextField({ type = 'text', autoComplete, ...frame }: TextFieldProps<Values>) {
    return (
      <FormField {...frame}>
        {({ input, intent, controlProps }) => (
          <InputGroup {...input} {...controlProps} type={type} intent={intent} autoComplete={autoComplete} />
        )}
      </FormField>
    );
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per form module, never during a render, so each field keeps its identity
  function SelectField({ options, fill, ...frame }: SelectFieldProps<Values>) {
    return (
      <FormField {...frame}>
        {({ input, controlProps }) => <HTMLSelect {...input} {...controlProps} options={options} fill={fill} />}
      </FormField>
    );
  }

  return { FormField, TextField, SelectField };
}
