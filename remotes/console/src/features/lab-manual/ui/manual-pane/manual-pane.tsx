import { ManualBoundary } from '@academy/manual/boundary';
import { Button, Callout, Checkbox, H2, Spinner } from '@blueprintjs/core';
import { ArrowLeft, ArrowRight, ChevronRight } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { stepOfText } from '../../lib';
import {
  $isLoading,
  $manual,
  $progress,
  $progressError,
  $scrollPlace,
  $showsLoadError,
  $typingNotice,
  codeTypeClicked,
  hideClicked,
  manualScrolled,
  retryClicked,
  stepChosen,
  stepMarked,
} from '../../model';
import styles from './manual-pane.module.css';

// The Markdown parser and sanitiser load only once a manual is there to show: the console draws first.
const ManualStep = lazy(() => import('./manual-step'));

/** The manual's current step, with the way to the others and the step's 'Mark step done'. */
export function ManualPane() {
  const units = useUnit({
    manual: $manual,
    progress: $progress,
    loading: $isLoading,
    loadError: $showsLoadError,
    progressError: $progressError,
    notice: $typingNotice,
    scrollPlace: $scrollPlace,
    hide: hideClicked,
    retry: retryClicked,
    choose: stepChosen,
    mark: stepMarked,
    typeCode: codeTypeClicked,
    scrolled: manualScrolled,
  });
  const { manual, progress } = units;
  const header = (
    <div className={styles.header}>
      <H2 className={styles.title}>Lab manual</H2>
      {manual && progress && (
        <span className={styles.place} aria-live="polite">
          {stepOfText(progress.currentStep, manual.stepCount)}
        </span>
      )}
      <Button className={styles.hide} variant="minimal" size="small" icon={<ChevronRight />} onClick={units.hide}>
        Hide manual
      </Button>
    </div>
  );
  if (!manual || !progress) {
    return (
      <div className={styles.pane}>
        {header}
        {units.loadError ? (
          <Callout intent="danger" className={styles.message}>
            <p>The manual could not be loaded.</p>
            <Button onClick={units.retry} loading={units.loading}>
              Try again
            </Button>
          </Callout>
        ) : (
          <Spinner size={24} aria-label="Loading the manual" />
        )}
      </div>
    );
  }
  const step = progress.currentStep;
  const isDone = progress.done.includes(step);
  return (
    <div className={styles.pane}>
      {header}
      <ManualBoundary markdown={manual.markdown}>
        <Suspense fallback={<Spinner size={24} aria-label="Loading the manual" />}>
          <ManualStep
            markdown={manual.markdown}
            step={step}
            scrollTop={units.scrollPlace?.step === step ? units.scrollPlace.top : 0}
            onScroll={(top) => units.scrolled({ step, top })}
            onTypeClicked={units.typeCode}
          />
        </Suspense>
      </ManualBoundary>
      <p className={styles.notice} role="status">
        {units.notice}
      </p>
      {units.progressError && (
        <p className={styles.error} role="alert">
          {units.progressError}
        </p>
      )}
      <div className={styles.footer}>
        <Checkbox
          className={styles.done}
          checked={isDone}
          label="Mark step done"
          onChange={(event) => units.mark({ step, done: event.currentTarget.checked })}
        />
        <Button icon={<ArrowLeft />} disabled={step <= 1} onClick={() => units.choose(step - 1)}>
          Previous step
        </Button>
        <Button
          endIcon={<ArrowRight />}
          intent="primary"
          disabled={step >= manual.stepCount}
          onClick={() => units.choose(step + 1)}
        >
          Next step
        </Button>
      </div>
    </div>
  );
}
