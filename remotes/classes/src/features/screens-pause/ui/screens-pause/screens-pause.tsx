import { Button, Callout, Intent } from '@blueprintjs/core';
import { Pause, Play } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { timeTextOf } from '@/shared/lib/time-text';
import { $isSetting, $pause, $pauseError, pauseClicked, resumeClicked } from '../../model';
import styles from './screens-pause.module.css';

/** 'Pause screens' (every student's console covered, their input dropped) and 'Resume', with who paused when. */
export function ScreensPause() {
  const { pause, error, isSetting, paused, resumed } = useUnit({
    pause: $pause,
    error: $pauseError,
    isSetting: $isSetting,
    paused: pauseClicked,
    resumed: resumeClicked,
  });
  return (
    <div className={styles.pause}>
      {pause?.paused ? (
        <Button icon={<Play />} intent={Intent.PRIMARY} loading={isSetting} onClick={() => resumed()}>
          Resume
        </Button>
      ) : (
        <Button icon={<Pause />} loading={isSetting} disabled={pause === null} onClick={() => paused()}>
          Pause screens
        </Button>
      )}
      <span role="status" className={styles.state}>
        {pause?.paused &&
          `Students' screens paused${pause.pausedBy ? ` by ${pause.pausedBy}` : ''}${
            pause.pausedAt ? ` since ${timeTextOf(pause.pausedAt)}` : ''
          }.`}
      </span>
      {error && (
        <Callout intent={Intent.WARNING} role="alert" compact className={styles.error}>
          {error}
        </Callout>
      )}
    </div>
  );
}
