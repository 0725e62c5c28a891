import {
  $announcement,
  $classEndText,
  $endWarning,
  $endWarningText,
  $idleSuspendNote,
  $idleWarningText,
  $isConfirmingStillHere,
  $labsEndText,
  $timeLeftText,
  classTimeHidden,
  classTimeShown,
  endWarningDismissed,
  idleSuspendNoteDismissed,
  stillHereClicked,
} from '@academy/auth';
import { Button, Intent } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { VISUALLY_HIDDEN } from '../visually-hidden/visually-hidden';
import './class-time.css';

/**
 * When the student's class ends, in their own time zone, and the time left once under a day; the warnings before
 * the labs go. Shown on a student's /machines and /view.
 */
export function ClassTime() {
  const [classEnd, labsEnd, timeLeft, announcement, idleWarning, shown, hidden] = useUnit([
    $classEndText,
    $labsEndText,
    $timeLeftText,
    $announcement,
    $idleWarningText,
    classTimeShown,
    classTimeHidden,
  ]);
  useEffect(() => {
    shown();
    return hidden;
  }, [shown, hidden]);
  return (
    <>
      {/* In the page before the push channel tells the end, its room kept: nothing below moves when it comes. */}
      <p className="academy-class-time" data-testid="class-time">
        {classEnd !== '' && <span>{classEnd}</span>}
        {labsEnd !== '' && <span>{labsEnd}</span>}
        {timeLeft !== '' && <strong>{timeLeft}</strong>}
      </p>
      {/* Always in the page, so that each warning's text is read out once, as it comes. */}
      <div role="status" className={VISUALLY_HIDDEN}>
        {idleWarning === '' ? announcement : idleWarning}
      </div>
      <div className="academy-time-warnings">
        <EndWarning />
        <IdleWarning />
      </div>
    </>
  );
}

/** The idle suspend's warning, then its note: non-modal as the end's warning (the status above reads it out). */
function IdleWarning() {
  const [warning, note, isConfirming, stillHere, dismissNote] = useUnit([
    $idleWarningText,
    $idleSuspendNote,
    $isConfirmingStillHere,
    stillHereClicked,
    idleSuspendNoteDismissed,
  ]);
  const titleId = useId();
  return (
    <>
      {warning !== '' && (
        <section className="academy-end-warning" role="dialog" aria-modal="false" aria-labelledby={titleId}>
          <h2 id={titleId} className="academy-end-warning-title">
            {warning}
          </h2>
          <p>Nothing was typed in your consoles for a while: your machines are suspended (not switched off).</p>
          <Button intent={Intent.PRIMARY} onClick={stillHere} loading={isConfirming} text="I'm still here" />
        </section>
      )}
      {warning === '' && note !== '' && (
        <section className="academy-end-warning" role="dialog" aria-modal="false" aria-labelledby={titleId}>
          <h2 id={titleId} className="academy-end-warning-title">
            Lab suspended
          </h2>
          <p>{note}</p>
          <Button onClick={dismissNote} text="OK" />
        </section>
      )}
    </>
  );
}

/**
 * A non-modal dialog in the page's flow, a compact bar under the time: it takes no focus, so keys typed into the
 * console still reach the machine, and it covers nothing; the student reaches it with Tab (or the mouse) when they
 * choose to.
 */
function EndWarning() {
  const [warning, text, dismissed] = useUnit([$endWarning, $endWarningText, endWarningDismissed]);
  const titleId = useId();
  if (warning === null) return null;
  return (
    <section className="academy-end-warning" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <h2 id={titleId} className="academy-end-warning-title">
        {warning === 5 ? 'Your lab ends in a few minutes' : 'Your lab ends soon'}
      </h2>
      <p>{text}</p>
      <Button intent={Intent.PRIMARY} onClick={dismissed} text="OK" />
    </section>
  );
}
