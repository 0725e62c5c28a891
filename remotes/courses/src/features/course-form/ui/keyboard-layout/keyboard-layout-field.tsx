import { isKeyboardLayout } from '@academy/api';
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import { useField } from 'react-final-form';
import {
  KEYBOARD_LAYOUT_NOTE,
  KEYBOARD_LAYOUT_OPTIONS,
  type KeyboardLayoutsValues,
  layoutOf,
} from '../../keyboard-layouts';

export interface KeyboardLayoutFieldProps {
  /** The course machine whose layout this select sets. */
  vm: string;
}

/** A chosen machine's 'Keyboard layout': what Paste and Type into the console type in (US unless set). */
export function KeyboardLayoutField({ vm }: KeyboardLayoutFieldProps) {
  const selectId = useId();
  const noteId = useId();
  const { input } = useField<KeyboardLayoutsValues>('keyboardLayouts', { subscription: { value: true } });
  // react-final-form gives '' for a value never set (a form started without keyboardLayouts).
  const layouts: KeyboardLayoutsValues = input.value || {};
  return (
    <FormGroup label="Keyboard layout" labelFor={selectId} helperText={<span id={noteId}>{KEYBOARD_LAYOUT_NOTE}</span>}>
      <HTMLSelect
        id={selectId}
        aria-describedby={noteId}
        value={layoutOf(layouts, vm)}
        options={KEYBOARD_LAYOUT_OPTIONS}
        fill
        onChange={(event) => {
          const layout = event.currentTarget.value;
          if (isKeyboardLayout(layout)) input.onChange({ ...layouts, [vm]: layout });
        }}
      />
    </FormGroup>
  );
}
