import { VISUALLY_HIDDEN } from '@academy/ui';
import { Callout, Intent } from '@blueprintjs/core';
import { EyeOpen, Pause } from '@blueprintjs/icons';
import { useGate, useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { SCREENS_PAUSED_TEXT } from '../lib';
import type { ClassroomScreensModel } from '../model';
import styles from './classroom-screens.module.css';

export interface ClassroomScreensProps {
  /** The page's own banner and pause (see createClassroom). */
  model: ClassroomScreensModel;
  /**
   * The console (/view): covered while the screens are paused. Without it (/machines) the pause shows as a notice.
   */
  children?: ReactNode;
}

/**
 * The student's banner ('Your instructor is viewing DC01') and 'Pause screens', in one live region that screen
 * readers announce as it changes, without taking the focus from the console.
 */
export function ClassroomScreens({ model, children }: ClassroomScreensProps) {
  useGate(model.Gate);
  const { lines, isPaused } = useUnit({ lines: model.$watchLines, isPaused: model.$isPaused });
  const covers = children !== undefined;

  return (
    <>
      <div className={styles.screens} role="status" aria-live="polite">
        {isPaused &&
          (covers ? (
            // The cover shows it on the console; the live region still says it.
            <span className={VISUALLY_HIDDEN}>{SCREENS_PAUSED_TEXT}</span>
          ) : (
            <Callout intent={Intent.WARNING} icon={<Pause />} compact>
              {SCREENS_PAUSED_TEXT}
            </Callout>
          ))}
        {lines.map((line) => (
          <Callout key={line} intent={Intent.PRIMARY} icon={<EyeOpen />} compact>
            {line}
          </Callout>
        ))}
      </div>
      {covers && (
        <div className={styles.console}>
          {children}
          {isPaused && (
            <div className={styles.cover} data-screens-paused="" aria-hidden="true">
              <Pause size={32} />
              <p>{SCREENS_PAUSED_TEXT}</p>
            </div>
          )}
        </div>
      )}
    </>
  );
}
