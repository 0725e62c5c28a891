import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form, useField } from 'react-final-form';
import { createFormField, fieldMessageOf } from './form-field';

interface Values {
  name?: string;
  email?: string;
}

const FormField = createFormField<Values>(useField);

function validate(values: Values) {
  return {
    name: values.name ? undefined : 'Name is required.',
    email: values.email ? undefined : 'Email is required.',
  };
}

/** A form with Name, and Email only once `withEmail` is set (a field that appears later). */
function TestForm({ withEmail = true, note }: { withEmail?: boolean; note?: string }) {
  return (
    <Form<Values>
      onSubmit={() => undefined}
      validate={validate}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormField name="name" label="Name" note={note}>
            {({ input, intent, controlProps }) => <input {...input} {...controlProps} data-intent={intent} />}
          </FormField>
          {withEmail && (
            <FormField name="email" label="Email">
              {({ input, controlProps }) => <input {...input} {...controlProps} />}
            </FormField>
          )}
          <button type="submit">Save</button>
        </form>
      )}
    />
  );
}

const control = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('fieldMessageOf', () => {
  it.each([
    [{ error: 'Required.' }, undefined],
    [{ error: 'Required.', touched: true }, 'Required.'],
    [{ error: 'Required.', submitFailed: true }, 'Required.'],
    [{ touched: true, submitFailed: true }, undefined],
  ])('for %j is %j', (meta, message) => {
    expect(fieldMessageOf(meta)).toBe(message);
  });
});

describe('createFormField', () => {
  afterEach(cleanup);

  it('labels the control, and describes it with nothing while no message or note shows', () => {
    render(<TestForm />);
    expect(control('Name').value).toBe('');
    expect(control('Name').hasAttribute('aria-describedby')).toBe(false);
    expect(control('Name').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Name is required.')).toBeNull();
  });

  it('shows the message once the field was left, and describes the control with it', () => {
    render(<TestForm />);
    fireEvent.focus(control('Name'));
    fireEvent.blur(control('Name'));
    expect(screen.getByText('Name is required.')).toBeTruthy();
    expect(description(control('Name'))).toBe('Name is required.');
    expect(control('Name').getAttribute('aria-invalid')).toBe('true');
    expect(control('Name').dataset.intent).toBe('danger');
    expect(screen.queryByText('Email is required.')).toBeNull();
    expect(control('Email').hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows every message after a failed submit, also of a field that appeared after it', () => {
    const { rerender } = render(<TestForm withEmail={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(description(control('Name'))).toBe('Name is required.');
    rerender(<TestForm withEmail />);
    expect(description(control('Email'))).toBe('Email is required.');
  });

  it('hides the message once the value is valid, and keeps the note', () => {
    render(<TestForm note="Shown on the badge." />);
    expect(description(control('Name'))).toBe('Shown on the badge.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(description(control('Name'))).toBe('Name is required.Shown on the badge.');
    fireEvent.change(control('Name'), { target: { value: 'Ada' } });
    expect(description(control('Name'))).toBe('Shown on the badge.');
    expect(control('Name').hasAttribute('aria-invalid')).toBe(false);
    expect(control('Name').dataset.intent).toBe('none');
  });

  it('gives each field its own id, also across two forms', () => {
    render(
      <>
        <TestForm />
        <TestForm />
      </>,
    );
    const ids = screen.getAllByLabelText('Name').map((element) => element.id);
    expect(new Set(ids).size).toBe(2);
  });
});
