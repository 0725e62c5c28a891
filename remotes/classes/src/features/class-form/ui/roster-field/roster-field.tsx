import { VISUALLY_HIDDEN } from '@academy/ui';
import { Button, Callout, Classes, FormGroup, HTMLTable, Intent } from '@blueprintjs/core';
import { Upload } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { useId, useRef } from 'react';
import {
  $isRosterWaiting,
  $rosterCheck,
  $rosterMessages,
  $rosterReadStatus,
  $rosterText,
  readRosterFileFx,
  rosterFileChosen,
  rosterRetryClicked,
  rosterTyped,
} from '../../roster-field';
import styles from './roster-field.module.css';

/** Problems listed under the field: a 10,000-row paste says what matters without 10,000 lines. */
const SHOWN_PROBLEMS = 10;
/** Rows in the preview: a class has 15 at most, a longer paste shows its start. */
const SHOWN_ROWS = 15;

export const ROSTER_HELP =
  'Optional. One student a line: name, then e-mail address (a comma or a tab between them, as a spreadsheet copies ' +
  'them; a header row is skipped). Each student gets a lab and a personal sign-in link. Leave it empty for numbered ' +
  'usernames.';

/**
 * 'Students': the roster typed, pasted or uploaded ('Upload CSV…' reads the file in the browser), checked as it
 * changes, each problem said with its row, and a preview of the rows that will be saved.
 */
export function RosterField() {
  const units = useUnit({
    text: $rosterText,
    check: $rosterCheck,
    messages: $rosterMessages,
    isWaiting: $isRosterWaiting,
    readStatus: $rosterReadStatus,
    isReadingFile: readRosterFileFx.pending,
  });
  const events = useUnit({ typed: rosterTyped, fileChosen: rosterFileChosen, retry: rosterRetryClicked });
  const fieldId = useId();
  const helpId = `${fieldId}-help`;
  const problemsId = `${fieldId}-problems`;
  const fileInput = useRef<HTMLInputElement>(null);

  const problems = [...units.messages, ...units.check.lines.flatMap(({ problem }) => (problem ? [problem] : []))];
  const hiddenProblems = problems.length - SHOWN_PROBLEMS;
  const lines = units.check.lines;
  const isInvalid = problems.length > 0;

  return (
    <div className={styles.field}>
      <FormGroup label="Students" labelFor={fieldId} intent={isInvalid ? Intent.DANGER : Intent.NONE}>
        {/* A native text area in Blueprint's look: its TextArea component adds code for input methods a paste needs not. */}
        <textarea
          id={fieldId}
          value={units.text}
          onChange={(event) => events.typed(event.currentTarget.value)}
          readOnly={units.isWaiting}
          rows={6}
          spellCheck={false}
          placeholder={'Ann Lee, ann.lee@example.org\nBob Chen, bob.chen@example.org'}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? `${problemsId} ${helpId}` : helpId}
          className={[Classes.INPUT, Classes.FILL, isInvalid ? Classes.INTENT_DANGER : '', styles.text].join(' ')}
        />
        {isInvalid && (
          <ul id={problemsId} className={styles.problems}>
            {problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
            {hiddenProblems > 0 && <li>And {hiddenProblems} more problems.</li>}
          </ul>
        )}
        <p id={helpId} className={styles.help}>
          {ROSTER_HELP}
        </p>
      </FormGroup>
      <div className={styles.actions}>
        {/* The button opens the browser's file chooser: the input itself is not shown, nor reached by Tab. */}
        <input
          ref={fileInput}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          className={styles.fileInput}
          tabIndex={-1}
          aria-hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared, so that choosing the same file again (after fixing it) reads it again.
            event.currentTarget.value = '';
            if (file) events.fileChosen(file);
          }}
        />
        <Button
          icon={<Upload />}
          disabled={units.isWaiting}
          loading={units.isReadingFile}
          onClick={() => fileInput.current?.click()}
        >
          Upload CSV…
        </Button>
      </div>
      {units.isWaiting && units.readStatus !== 'failed' && (
        <p role="status" className={styles.help}>
          Reading the class's students
        </p>
      )}
      {units.readStatus === 'failed' && (
        <Callout intent={Intent.WARNING} compact className={styles.retry}>
          <Button size="small" onClick={() => events.retry()}>
            Read the students again
          </Button>
        </Callout>
      )}
      {lines.length > 0 && (
        <div className={styles.preview}>
          <HTMLTable compact striped className={styles.table}>
            <caption className={styles.caption}>
              Preview: {lines.length} {lines.length === 1 ? 'student' : 'students'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
              </tr>
            </thead>
            <tbody>
              {lines.slice(0, SHOWN_ROWS).map((line) => (
                <tr key={line.line} className={line.problem ? styles.problemRow : undefined}>
                  <td>
                    {line.line}
                    {line.problem && <span className={VISUALLY_HIDDEN}> (has a problem)</span>}
                  </td>
                  <td className={styles.cell}>{line.name}</td>
                  <td className={styles.cell}>{line.email}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {lines.length > SHOWN_ROWS && <p className={styles.help}>And {lines.length - SHOWN_ROWS} more rows.</p>}
        </div>
      )}
    </div>
  );
}
