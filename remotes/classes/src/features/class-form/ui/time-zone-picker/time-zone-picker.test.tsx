import { Intent } from '@blueprintjs/core';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { timeZoneOptions } from '@/shared/lib/time-zones';
import { TimeZonePicker } from './time-zone-picker';

const options = timeZoneOptions(
  ['America/New_York', 'Asia/Kolkata', 'Asia/Tokyo', 'Europe/Paris', 'UTC'],
  new Date('2026-01-15T12:00:00Z'),
);

/** The picker in a field whose value it changes; `onChange` sees every change. */
function Field({
  initial = 'Europe/Paris',
  onChange = () => undefined,
}: {
  initial?: string;
  onChange?: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="zone">Time Zone</label>
      <TimeZonePicker
        options={options}
        value={value}
        name="timeZone"
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        intent={Intent.NONE}
        controlProps={{ id: 'zone' }}
      />
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Time Zone' }) as HTMLInputElement;
const activeOption = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '');

describe('<TimeZonePicker>', () => {
  afterEach(cleanup);

  it('is a closed combobox showing the chosen zone, described by its offset', () => {
    render(<Field />);
    expect(combobox().value).toBe('Europe/Paris');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().hasAttribute('aria-controls')).toBe(false);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.getElementById(combobox().getAttribute('aria-describedby') ?? '')?.textContent).toBe('UTC+01:00');
  });

  it('filters the zones as one types, the first match active, and chooses it with Enter', () => {
    const onChange = rs.fn();
    render(<Field onChange={onChange} />);
    fireEvent.change(combobox(), { target: { value: 'asia' } });
    const listbox = screen.getByRole('listbox', { name: 'Time zones' });
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(combobox().getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Asia/Kolkata (UTC+05:30)',
      'Asia/Tokyo (UTC+09:00)',
    ]);
    expect(activeOption()?.textContent).toBe('Asia/Kolkata (UTC+05:30)');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(activeOption()?.textContent).toBe('Asia/Tokyo (UTC+09:00)');
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('Asia/Tokyo');
    expect(combobox().value).toBe('Asia/Tokyo');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('opens on Down at the chosen zone, marked selected, and Escape closes it keeping the zone', () => {
    const onChange = rs.fn();
    render(<Field onChange={onChange} />);
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')).toHaveLength(options.length);
    expect(activeOption()?.textContent).toBe('Europe/Paris (UTC+01:00)');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(combobox(), { key: 'ArrowUp' });
    expect(activeOption()?.textContent).toBe('Asia/Tokyo (UTC+09:00)');
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox().value).toBe('Europe/Paris');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses a zone clicked in the list', () => {
    render(<Field />);
    fireEvent.click(combobox());
    fireEvent.click(screen.getByRole('option', { name: 'UTC (UTC+00:00)' }));
    expect(combobox().value).toBe('UTC');
  });

  it('says when nothing matches, in a live region', () => {
    render(<Field />);
    fireEvent.change(combobox(), { target: { value: 'atlantis' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('No time zone matches.');
  });

  it('on leaving: keeps the zone for a half-typed name, takes one typed in full, clears for no text', () => {
    const onChange = rs.fn();
    render(<Field onChange={onChange} />);
    fireEvent.change(combobox(), { target: { value: 'toky' } });
    fireEvent.blur(combobox());
    expect(combobox().value).toBe('Europe/Paris');
    fireEvent.change(combobox(), { target: { value: 'asia/tokyo' } });
    fireEvent.blur(combobox());
    expect(combobox().value).toBe('Asia/Tokyo');
    fireEvent.change(combobox(), { target: { value: '' } });
    fireEvent.blur(combobox());
    expect(combobox().value).toBe('');
    expect(onChange.mock.calls).toEqual([['Asia/Tokyo'], ['']]);
  });

  it('closes the list when the text is cleared, and Down opens the whole list again', () => {
    render(<Field />);
    fireEvent.change(combobox(), { target: { value: 'asia' } });
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.change(combobox(), { target: { value: '' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')).toHaveLength(options.length);
  });

  it('closes the list, taking a zone typed in full, when the pointer is pressed outside the picker', () => {
    const onChange = rs.fn();
    render(
      <>
        <Field onChange={onChange} />
        <p>Elsewhere</p>
      </>,
    );
    fireEvent.change(combobox(), { target: { value: 'asia/tokyo' } });
    fireEvent.pointerDown(screen.getByRole('option', { name: 'Asia/Tokyo (UTC+09:00)' }));
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).toHaveBeenCalledWith('Asia/Tokyo');
  });

  it('lets Enter submit the form while the list is closed', () => {
    const onSubmit = rs.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Field />
        <button type="submit">Save</button>
      </form>,
    );
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    combobox().dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
    fireEvent.change(combobox(), { target: { value: 'tok' } });
    const choose = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    combobox().dispatchEvent(choose);
    expect(choose.defaultPrevented).toBe(true);
  });
});
