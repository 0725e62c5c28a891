import { ManualContent, parseManual } from '@academy/manual';
import { Button, Classes } from '@blueprintjs/core';
import { Key } from '@blueprintjs/icons';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { TYPE_BUTTON_TEXT } from '../../lib';
import { CheckMyWork } from '../check-my-work/check-my-work';
import styles from './manual-pane.module.css';

export interface ManualStepProps {
  /** The whole manual. */
  markdown: string;
  /** The step shown, from 1; the manual's introduction comes above step 1. */
  step: number;
  /** Where the student had scrolled this step to. */
  scrollTop: number;
  onScroll(top: number): void;
  onTypeClicked(text: string): void;
}

/** One step of the manual, rendered and sanitised, with its checks' buttons; loaded lazily with the renderer. */
export default function ManualStep({ markdown, step, scrollTop, onScroll, onTypeClicked }: ManualStepProps) {
  const manual = useMemo(() => parseManual(markdown), [markdown]);
  const scroller = useRef<HTMLElement>(null);
  const source = `${step === 1 ? manual.intro : ''}${manual.steps[step - 1]?.markdown ?? ''}`;
  // Back to where the student was reading this step (after a reload), or its top (another step).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new step moves the scroll, not each scroll event
  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = scrollTop;
  }, [step, source]);
  return (
    <section
      ref={scroller}
      className={styles.scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label={`Step ${step}`}
      onScroll={(event) => onScroll(event.currentTarget.scrollTop)}
    >
      <ManualContent
        markdown={source}
        className={Classes.RUNNING_TEXT}
        codeAction={(text) => (
          <Button className={styles.type} size="small" icon={<Key />} onClick={() => onTypeClicked(text)}>
            {TYPE_BUTTON_TEXT}
          </Button>
        )}
        // The students' copy marks each check with its id; a check with none (never sent to students) shows nothing.
        renderCheck={(_check, markerId) => (markerId ? <CheckMyWork checkId={markerId} /> : null)}
      />
    </section>
  );
}
