import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { Maximize, Minimize, Presentation as PresentationIcon } from '@blueprintjs/icons';
import { useGate, useUnit } from 'effector-react';
import { useId } from 'react';
import type { PresentationModel } from '../model';
import styles from './presentation-panel.module.css';

export interface PresentationPanelProps {
  /** The page's own presentation (see createClassroom). */
  model: PresentationModel;
}

/**
 * 'Presented by your instructor': the machine the instructor shows the class, read-only, over the student's page
 * (never modal: it takes no focus, and 'Minimise' gives the student their own machine back).
 */
export function PresentationPanel({ model }: PresentationPanelProps) {
  useGate(model.Gate);
  const state = useUnit({
    presentation: model.$presentation,
    isMinimised: model.$isMinimised,
    frameUrl: model.$frameUrl,
    error: model.$screenError,
  });
  const toggled = useUnit(model.minimiseToggled);
  const headingId = useId();

  const { presentation } = state;
  return (
    <div role="status">
      {presentation && (
        <section
          aria-labelledby={headingId}
          className={state.isMinimised ? `${styles.presentation} ${styles.minimised}` : styles.presentation}
        >
          <header className={styles.header}>
            <PresentationIcon />
            <h2 id={headingId} className={styles.heading}>
              Presented by your instructor
            </h2>
            <span className={styles.machine}>{presentation.machineName}</span>
            <Button size="small" icon={state.isMinimised ? <Maximize /> : <Minimize />} onClick={() => toggled()}>
              {state.isMinimised ? 'Show' : 'Minimise'}
            </Button>
          </header>
          {!state.isMinimised && (
            <div className={styles.screen}>
              {state.error && (
                <Callout intent={Intent.WARNING} compact>
                  {state.error}
                </Callout>
              )}
              {state.frameUrl ? (
                <img
                  src={state.frameUrl}
                  alt={`The screen of ${presentation.machineName}, shown by ${presentation.presenterName}`}
                />
              ) : (
                !state.error && <Spinner size={32} aria-label="Loading the presented screen" />
              )}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
