import { type Folder, MANUAL_MAX_CHARACTERS } from '@academy/api';
import { ManualBoundary } from '@academy/manual/boundary';
import { FormGroup, H2, Intent, TextArea } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useDeferredValue, useEffect, useId, useMemo } from 'react';
import { useField } from 'react-final-form';
import { chosenMachinesOf } from '@/shared/lib/folder-machines';
import { $checkProblems, manualCheckSourceChanged } from '../../check-problems';
import { CheckProblems } from '../check-problems/check-problems';
import { ManualVersions } from '../manual-versions/manual-versions';
import styles from './manual-field.module.css';

const ManualPreview = lazy(() => import('../manual-preview/manual-preview'));

export interface ManualFieldProps {
  /** The folders the course form offers: the course's machines, which its checks must name. */
  folders: readonly Folder[];
}

/**
 * 'Manual': the course's lab manual in Markdown beside a live preview of what students will read, and what keeps its
 * checks from running, said as it is typed.
 */
export function ManualField({ folders }: ManualFieldProps) {
  const { input } = useField<string>('manual', { subscription: { value: true } });
  const folder = useField<string>('folder', { subscription: { value: true } }).input.value;
  const vms = useField<string[]>('vms', { subscription: { value: true } }).input.value;
  const markdown = useDeferredValue(input.value ?? '');
  const machines = useMemo(() => chosenMachinesOf(folders, folder, vms || []), [folders, folder, vms]);
  const { problems, sourceChanged } = useUnit({ problems: $checkProblems, sourceChanged: manualCheckSourceChanged });
  useEffect(() => {
    sourceChanged({ markdown, machines });
  }, [sourceChanged, markdown, machines]);
  const fieldId = useId();
  const helpId = useId();
  const problemsId = useId();
  const previewTitleId = useId();
  const hasProblems = problems.length > 0;
  return (
    <div className={styles.manual}>
      <div className={styles.editor}>
        <FormGroup label="Manual" labelFor={fieldId} intent={hasProblems ? Intent.DANGER : Intent.NONE}>
          <TextArea
            {...input}
            id={fieldId}
            aria-describedby={hasProblems ? `${helpId} ${problemsId}` : helpId}
            {...(hasProblems ? { 'aria-invalid': true } : {})}
            intent={hasProblems ? Intent.DANGER : Intent.NONE}
            maxLength={MANUAL_MAX_CHARACTERS}
            rows={16}
            fill
            className={styles.source}
          />
          <p id={helpId} className={styles.help}>
            Markdown. Each level-2 heading (## Title) starts a step. Optional.
          </p>
          {hasProblems && <CheckProblems id={problemsId} problems={problems} />}
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
              <ManualPreview markdown={markdown} machines={machines} />
            </Suspense>
          </ManualBoundary>
        )}
      </section>
    </div>
  );
}
