import { Button, Callout, Intent } from '@blueprintjs/core';
import { EyeOpen, Hand } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { $isConnected, $watchMode, giveBackClicked, takeControlClicked } from '../../model';
import styles from './watch-controls.module.css';

/** An instructor's console: watching (the server drops their keys and pointer) or in control, and the switch. */
export function WatchControls() {
  const { mode, isConnected, takeControl, giveBack } = useUnit({
    mode: $watchMode,
    isConnected: $isConnected,
    takeControl: takeControlClicked,
    giveBack: giveBackClicked,
  });
  if (mode === null) return null;
  const watching = mode === 'view';
  return (
    <Callout
      className={styles.controls}
      intent={watching ? Intent.NONE : Intent.WARNING}
      icon={watching ? <EyeOpen /> : <Hand />}
      compact
    >
      <span className={styles.text} role="status">
        {watching
          ? "View only: your keys and mouse do not reach the student's machine."
          : "You are controlling the student's machine."}
      </span>
      <Button
        intent={watching ? Intent.PRIMARY : Intent.NONE}
        text={watching ? 'Take control' : 'Give back'}
        disabled={!isConnected}
        onClick={() => (watching ? takeControl() : giveBack())}
      />
    </Callout>
  );
}
