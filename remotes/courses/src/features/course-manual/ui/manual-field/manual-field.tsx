import { MANUAL_MAX_CHARACTERS } from '@academy/api';
import { ManualBoundary } from '@academy/manual/boundary';
import { FormGroup, H2, TextArea } from '@blueprintjs/core';
import { lazy, Suspense, useDeferredValue, useId } from 'react';
import { useField } from 'react-final-form';
import { ManualVersions } from '../manual-versions/manual-versions';
import styles from './manual-field.module.css';

const ManualPreview = lazy(() => import('../manual-preview/manual-preview'));

/** 'Manual': the course's lab manual in Markdown beside a live preview of what students will read. */
export function ManualField() {
  const { input } = useField<string>('manual', { subscription: { value: true } });
  const markdown = useDeferredValue(input.value ?? '');
  const fieldId = useId();
  const helpId = useId();
  const previewTitleId = useId();
  return (
    <div className={styles.manual}>
      <div className={styles.editor}>
        <FormGroup label="Manual" labelFor={fieldId}>
          <TextArea
            {...input}
            id={fieldId}
            aria-describedby={helpId}
            maxLength={MANUAL_MAX_CHARACTERS}
            rows={16}
            fill
            className={styles.source}
          />
          <p id={helpId} className={styles.help}>
            Markdown. Each level-2 heading (## Title) starts a step. Optional.
          </p>
        </FormGroup>
        <ManualVersions />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section className={styles.preview} aria-labelledby={previewTitleId} tabIndex={0}>
        <H2 id={previewTitleId} className={styles.previewTitle}>
          Preview
        </H2>
        {markdown.trim() === '' ? (
          <p>The course has no manual.</p>
        ) : (
          <ManualBoundary markdown={markdown}>
            <Suspense fallback={<p>Loading the preview</p>}>
              <ManualPreview markdown={markdown} />
            </Suspense>
          </ManualBoundary>
        )}
      </section>
    </div>
  );
}
