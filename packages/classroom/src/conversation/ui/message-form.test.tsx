import { MESSAGE_MAX_LENGTH } from '@academy/api';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MessageForm } from './message-form';

describe('<MessageForm>', () => {
  afterEach(cleanup);

  it('shows the draft under its label, limited in length, says why a send failed, and sends on submit', () => {
    const onDraftChange = rs.fn();
    const onSubmit = rs.fn();
    render(
      <MessageForm
        label="Message to your instructor"
        draft="I am stuck"
        error="Server error."
        isSending={false}
        onDraftChange={onDraftChange}
        onSubmit={onSubmit}
      >
        <span>recipient</span>
      </MessageForm>,
    );
    const text = screen.getByLabelText('Message to your instructor') as HTMLTextAreaElement;
    expect(text.value).toBe('I am stuck');
    expect(text.maxLength).toBe(MESSAGE_MAX_LENGTH);
    expect(screen.getByText('recipient')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Server error.');
    fireEvent.change(text, { target: { value: 'I am stuck on step 3' } });
    expect(onDraftChange).toHaveBeenCalledWith('I am stuck on step 3');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
