import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form, useField } from 'react-final-form';
import { createFormFields } from './form-fields';

interface Values {
  name?: string;
  email?: string;
  size?: string;
}

const { TextField, SelectField } = createFormFields<Values>(useField);

const SIZES = [
  { label: 'Select size', value: '' },
  { label: 'Small', value: 's' },
];

function TestForm({ onSubmit = () => undefined }: { onSubmit?: (values: Values) => void }) {
  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={(values) => ({
        name: values.name ? undefined : 'Name is required.',
        size: values.size ? undefined : 'Please select a size.',
      })}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <TextField name="name" label="Name" autoComplete="off" />
          <TextField name="email" label="Email" type="email" />
          <SelectField name="size" label="Size" options={SIZES} note="Sizes run small." fill />
          <button type="submit">Save</button>
        </form>
      )}
    />
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('createFormFields', () => {
  afterEach(cleanup);

  it('draws labelled text inputs of the type asked, text unless told', () => {
    render(<TestForm />);
    expect(input('Name').type).toBe('text');
    expect(input('Name').getAttribute('autocomplete')).toBe('off');
    expect(input('Email').type).toBe('email');
    expect(input('Email').hasAttribute('autocomplete')).toBe(false);
  });

  it('draws a labelled select with its options and note', () => {
    render(<TestForm />);
    expect([...select('Size').options].map((option) => option.text)).toEqual(['Select size', 'Small']);
    expect(description(select('Size'))).toBe('Sizes run small.');
  });

  it('wires each control to the form: its value, and its message once a submit failed', () => {
    const submitted: Values[] = [];
    render(<TestForm onSubmit={(values) => void submitted.push(values)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(description(input('Name'))).toBe('Name is required.');
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
    expect(input('Name').closest('.bp6-input-group')?.classList.contains('bp6-intent-danger')).toBe(true);
    expect(description(select('Size'))).toBe('Please select a size.Sizes run small.');
    expect(select('Size').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input('Name'), { target: { value: 'Ada' } });
    fireEvent.change(select('Size'), { target: { value: 's' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual([{ name: 'Ada', size: 's' }]);
  });
});
