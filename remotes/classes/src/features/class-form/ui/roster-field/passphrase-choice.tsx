import type { PassphraseMode } from '@academy/api';
import { Radio, RadioGroup } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { $isRosterWaiting, $shownPassphraseMode, passphraseModeChosen } from '../../roster-field';

/** The choice's words, one per mode. */
export const PASSPHRASE_CHOICES = {
  CLASS: 'One class passphrase',
  PERSONAL: 'A personal passphrase per student',
} satisfies Record<PassphraseMode, string>;

const isPassphraseMode = (value: string): value is PassphraseMode => Object.hasOwn(PASSPHRASE_CHOICES, value);

/** 'Passphrase', shown with a roster: the class's one passphrase (as ever), or one of their own for each student. */
export function PassphraseChoice() {
  const { mode, isWaiting, chosen } = useUnit({
    mode: $shownPassphraseMode,
    isWaiting: $isRosterWaiting,
    chosen: passphraseModeChosen,
  });
  return (
    <RadioGroup
      label="Passphrase"
      selectedValue={mode}
      disabled={isWaiting}
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (isPassphraseMode(value)) chosen(value);
      }}
    >
      <Radio value="CLASS" label={PASSPHRASE_CHOICES.CLASS} />
      <Radio value="PERSONAL" label={PASSPHRASE_CHOICES.PERSONAL} />
    </RadioGroup>
  );
}
