import type { PassphraseMode } from '@academy/api';
import { Classes } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { $isRosterWaiting, $shownPassphraseMode, passphraseModeChosen } from '../../roster-field';
import styles from './roster-field.module.css';

/** The choice's words, one per mode, in the order offered. */
export const PASSPHRASE_CHOICES = {
  CLASS: 'One class passphrase',
  PERSONAL: 'A personal passphrase per student',
} satisfies Record<PassphraseMode, string>;

const MODES = Object.keys(PASSPHRASE_CHOICES) as PassphraseMode[];

/**
 * 'Passphrase', shown with a roster: the class's one passphrase (as ever), or one of their own for each student.
 * Native radio buttons in Blueprint's look: Blueprint's RadioGroup brings its cards and switches to the form's chunk.
 */
export function PassphraseChoice() {
  const { mode, isWaiting, chosen } = useUnit({
    mode: $shownPassphraseMode,
    isWaiting: $isRosterWaiting,
    chosen: passphraseModeChosen,
  });
  const name = useId();
  return (
    <fieldset className={styles.choice} disabled={isWaiting}>
      <legend className={Classes.LABEL}>Passphrase</legend>
      {MODES.map((value) => (
        <label key={value} className={`${Classes.CONTROL} ${Classes.RADIO}`}>
          <input
            type="radio"
            className={Classes.CONTROL_INPUT}
            name={name}
            value={value}
            checked={mode === value}
            onChange={() => chosen(value)}
          />
          <span className={Classes.CONTROL_INDICATOR} />
          {PASSPHRASE_CHOICES[value]}
        </label>
      ))}
    </fieldset>
  );
}
