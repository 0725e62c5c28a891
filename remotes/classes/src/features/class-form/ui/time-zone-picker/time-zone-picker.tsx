import { VISUALLY_HIDDEN } from '@academy/ui';
import type { FormFieldControlProps } from '@academy/ui/instructor';
import { Classes, InputGroup, type Intent, Tag } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { TimeZoneOption } from '@/shared/lib/time-zones';
import { exactOption, optionsMatching, steppedValue } from './matching';
import styles from './time-zone-picker.module.css';

export interface TimeZonePickerProps {
  /** The zones to choose from, sorted, each with its offset. */
  options: readonly TimeZoneOption[];
  /** The chosen zone's name; '' for none. */
  value: string;
  /** The form field's name. */
  name: string;
  onChange: (value: string) => void;
  intent: Intent;
  /** The field's id and ARIA state (see createFormField). */
  controlProps: FormFieldControlProps;
}

/**
 * The Time Zone field: an editable combobox with a list of zones (the ARIA combobox pattern, list autocomplete with
 * manual selection). Typing filters the list and makes the first match active; Down and Up move through it, Enter
 * chooses, Escape closes it and puts back the chosen zone. Focus stays in the field throughout: the active option is
 * announced through aria-activedescendant. Leaving the field keeps the chosen zone, takes a zone typed out in full, and
 * clears the field when its text was deleted. The chosen zone's offset shows at the field's end.
 *
 * Clearing the field closes the list (Down opens it again), and a press of the pointer anywhere outside the picker
 * closes it as leaving the field does: an open list covers the fields below it and the submit button, and must not
 * stay over them once the user has moved on.
 *
 * Leaving the field does not mark it as left for the form: its message would then appear under it between the press
 * and the release of a click on the submit button, moving the button from under the pointer, and the click would be
 * lost. Its message shows after a submit, as every message does.
 */
export function TimeZonePicker({ options, value, name, onChange, intent, controlProps }: TimeZonePickerProps) {
  const baseId = useId();
  const pickerRef = useRef<HTMLDivElement>(null);
  const listboxId = `${baseId}-listbox`;
  const offsetId = `${baseId}-offset`;
  /** What was typed since the field was last settled; null while it shows the chosen zone. */
  const [query, setQuery] = useState<string | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [activeValue, setActiveValue] = useState<string | undefined>(undefined);

  const visible = useMemo(() => (query === null ? [...options] : optionsMatching(options, query)), [options, query]);
  const active = visible.find((option) => option.value === activeValue) ?? (query === null ? undefined : visible[0]);
  const chosen = options.find((option) => option.value === value);
  const positions = useMemo(() => new Map(options.map((option, index) => [option.value, index])), [options]);
  const optionId = (option: TimeZoneOption) => `${baseId}-option-${positions.get(option.value)}`;
  const activeId = isOpen && active ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const open = (from: string | undefined) => {
    setActiveValue(from);
    setOpen(true);
  };
  const settle = () => {
    setQuery(null);
    setOpen(false);
    setActiveValue(undefined);
  };
  const choose = (option: TimeZoneOption) => {
    onChange(option.value);
    settle();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!isOpen) open(chosen && visible.includes(chosen) ? chosen.value : steppedValue(visible, undefined, step));
      else setActiveValue(steppedValue(visible, active?.value, step));
    } else if (event.key === 'Enter' && isOpen) {
      // Enter chooses; it submits the form only while the list is closed.
      event.preventDefault();
      if (active) choose(active);
    } else if (event.key === 'Escape' && (isOpen || query !== null)) {
      event.preventDefault();
      settle();
    }
  };

  const leave = () => {
    if (query !== null) {
      const typed = exactOption(options, query);
      if (typed) onChange(typed.value);
      else if (query.trim() === '') onChange('');
    }
    settle();
  };
  const leaveRef = useRef(leave);
  leaveRef.current = leave;

  useEffect(() => {
    if (!isOpen) return;
    // A press on the page's scroll bar or on a control that keeps focus where it is does not blur the field.
    const pressedOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !pickerRef.current?.contains(event.target)) leaveRef.current();
    };
    document.addEventListener('pointerdown', pressedOutside, true);
    return () => document.removeEventListener('pointerdown', pressedOutside, true);
  }, [isOpen]);

  const showsOffset = chosen !== undefined && query === null;
  const describedBy = [controlProps['aria-describedby'], showsOffset ? offsetId : undefined].filter(Boolean).join(' ');
  const hasNoMatch = isOpen && visible.length === 0;

  return (
    <div className={styles.picker} ref={pickerRef}>
      <InputGroup
        {...controlProps}
        aria-describedby={describedBy || undefined}
        name={name}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen && visible.length > 0}
        aria-controls={isOpen && visible.length > 0 ? listboxId : undefined}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        placeholder="Select time zone"
        leftIcon={<Search />}
        rightElement={
          showsOffset ? (
            <Tag minimal id={offsetId} className={styles.offset}>
              {chosen?.offset}
            </Tag>
          ) : undefined
        }
        intent={intent}
        fill
        value={query ?? value}
        onChange={(event) => {
          setQuery(event.target.value);
          if (event.target.value.trim() === '') setOpen(false);
          else open(undefined);
        }}
        onKeyDown={onKeyDown}
        onClick={() => {
          if (!isOpen) open(chosen?.value);
        }}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={leave}
      />
      {isOpen && visible.length > 0 && (
        <div
          id={listboxId}
          role="listbox"
          aria-label="Time zones"
          className={`${Classes.MENU} ${styles.listbox}`}
          // Keeps focus in the field: a click on an option (or the scroll bar) does not take it away.
          onMouseDown={(event) => event.preventDefault()}
        >
          {visible.map((option) => (
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox, the option is active through aria-activedescendant
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (Down, Up, Enter), as the ARIA pattern has them
            <div
              key={option.value}
              id={optionId(option)}
              role="option"
              aria-selected={option.value === value}
              className={[
                styles.option,
                option === active ? styles.active : '',
                option.value === value ? styles.chosen : '',
              ].join(' ')}
              onClick={() => choose(option)}
            >
              {option.label}
            </div>
          ))}
        </div>
      )}
      <div role="status" className={hasNoMatch ? styles.noMatch : VISUALLY_HIDDEN}>
        {hasNoMatch ? 'No time zone matches.' : ''}
      </div>
    </div>
  );
}
