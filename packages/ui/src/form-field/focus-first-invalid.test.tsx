import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, useField } from 'react-final-form';
import { focusFirstInvalidField } from './focus-first-invalid';
import { createFormField } from './form-field';

interface Values {
  name?: string;
  email?: string;
}

const FormField = createFormField<Values>(useField);

function TestForm({ onSubmit }: { onSubmit: () => void }) {
  return (
    <Form<Values>
      onSubmit={onSubmit}
      initialValues={{ name: 'Ada' }}
      validate={(values) => ({ email: values.email ? undefined : 'Email is required.' })}
      render={({ handleSubmit }) => (
        <form
          noValidate
          onSubmit={(event) => {
            void handleSubmit(event);
            focusFirstInvalidField(event.currentTarget);
          }}
        >
          <FormField name="name" label="Name">
            {({ input, controlProps }) => <input {...input} {...controlProps} />}
          </FormField>
          <FormField name="email" label="Email">
            {({ input, controlProps }) => <input {...input} {...controlProps} />}
          </FormField>
          <button type="submit">Save</button>
        </form>
      )}
    />
  );
}

describe('focusFirstInvalidField', () => {
  afterEach(cleanup);

  it('moves focus to the first field whose message shows after a stopped submit', async () => {
    render(<TestForm onSubmit={() => undefined} />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it('leaves focus alone when the form is valid', async () => {
    const onSubmit = rs.fn();
    render(<TestForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@academy.test' } });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    await new Promise((resolve) => window.requestAnimationFrame(resolve));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(save);
  });
});
