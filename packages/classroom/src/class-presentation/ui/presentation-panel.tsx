import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { Maximize, Minimize, Presentation as PresentationIcon } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import {
  $frameUrl,
  $isMinimised,
  $presentation,
  $screenError,
  minimiseToggled,
  presentationMounted,
  presentationUnmounted,
} from '../model';
import './presentation-panel.css';

/**
 * 'Presented by your instructor': the machine the instructor shows the class, read-only, over the student's page
 * (never modal: it takes no focus, and 'Minimise' gives the student their own machine back).
 */
export function PresentationPanel() {
  const state = useUnit({
    presentation: $presentation,
    isMinimised: $isMinimised,
    frameUrl: $frameUrl,
    error: $screenError,
  });
  const events = useUnit({ mounted: presentationMounted, unmounted: presentationUnmounted, toggled: minimiseToggled });
  const headingId = useId();
  const { mounted, unmounted } = events;
  useEffect(() => {
    mounted();
    return () => unmounted();
  }, [mounted, unmounted]);

  const { presentation } = state;
  return (
    <div role="status" className="academy-presentation__live">
      {presentation && (
        <section
          aria-labelledby={headingId}
          className={
            state.isMinimised ? 'academy-presentation academy-presentation--minimised' : 'academy-presentation'
          }
        >
          <header className="academy-presentation__header">
            <PresentationIcon />
            <h2 id={headingId} className="academy-presentation__heading">
              Presented by your instructor
            </h2>
            <span className="academy-presentation__machine">{presentation.machineName}</span>
            <Button
              size="small"
              icon={state.isMinimised ? <Maximize /> : <Minimize />}
              onClick={() => events.toggled()}
            >
              {state.isMinimised ? 'Show' : 'Minimise'}
            </Button>
          </header>
          {!state.isMinimised && (
            <div className="academy-presentation__screen">
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
