import type { RosterStudent } from '@academy/api';
import { DeleteAlert, ErrorBanner, type ListColumn, ListTable } from '@academy/ui/instructor';
import { Button, ButtonGroup, Callout, Intent } from '@blueprintjs/core';
import { Disable, Duplicate, Envelope, Tick } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { usernameOf } from '@/shared/lib/username';
import { invitationTextOf, redeemedTextOf, studentLabelOf } from '../../lib';
import {
  $busyStudents,
  $copiedUsername,
  $invitationError,
  $invitationNotice,
  $revokeCandidate,
  $roster,
  $rosterError,
  linkCopyClicked,
  resendClicked,
  revokeCancelled,
  revokeClicked,
  revokeConfirmed,
  revokeFx,
  rosterOutdated,
} from '../../model';
import styles from './students-panel.module.css';

export const MAIL_OFF_TEXT =
  "Mail is off: no invitation is e-mailed. Copy each student's link and give it to them yourself.";

interface RowActions {
  busy: ReadonlySet<string>;
  copied: string | null;
  copy: (username: string) => void;
  resend: (username: string) => void;
  revoke: (username: string) => void;
}

type StudentRow = RosterStudent & { id: string };

function columnsOf({ busy, copied, copy, resend, revoke }: RowActions): ListColumn<StudentRow>[] {
  return [
    {
      id: 'username',
      header: 'Username',
      kind: 'title',
      className: styles.username,
      cell: (student) => usernameOf(student.username),
    },
    { id: 'name', header: 'Name', className: styles.wrap, cell: (student) => student.name },
    { id: 'email', header: 'E-mail', className: styles.wrap, cell: (student) => student.email },
    {
      id: 'invitation',
      header: 'Invitation',
      cell: (student) => (
        <>
          <span className={student.invitation.status === 'FAILED' ? styles.failed : undefined}>
            {invitationTextOf(student.invitation)}
          </span>
          {student.redeemedAt && <span className={styles.redeemed}>{redeemedTextOf(student)}</span>}
        </>
      ),
    },
    {
      id: 'link',
      header: 'Link',
      // A sent link is only in its message (the server keeps none); a revoked one is gone: said, not a blank.
      cell: (student) =>
        student.link === null ? (
          student.invitation.status === 'REVOKED' ? (
            'None'
          ) : (
            'In the invitation'
          )
        ) : (
          <span className={styles.link}>
            <code className={styles.url}>{student.link}</code>
            <Button
              variant="minimal"
              size="small"
              icon={copied === student.username ? <Tick /> : <Duplicate />}
              intent={copied === student.username ? Intent.SUCCESS : Intent.NONE}
              aria-label={`Copy the link of ${usernameOf(student.username)}`}
              onClick={() => copy(student.username)}
            />
            {copied === student.username && <span role="status">Copied</span>}
          </span>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      kind: 'actions',
      cell: (student) => (
        <ButtonGroup>
          <Button
            size="small"
            icon={<Envelope />}
            loading={busy.has(student.username)}
            aria-label={`Send again to ${usernameOf(student.username)}`}
            onClick={() => resend(student.username)}
          >
            Send again
          </Button>
          {student.invitation.status !== 'REVOKED' && (
            <Button
              size="small"
              variant="outlined"
              intent={Intent.DANGER}
              icon={<Disable />}
              disabled={busy.has(student.username)}
              aria-label={`Revoke the link of ${usernameOf(student.username)}`}
              onClick={() => revoke(student.username)}
            >
              Revoke
            </Button>
          )}
        </ButtonGroup>
      ),
    },
  ];
}

/**
 * The edited class's students: each one's invitation and link (to copy while mail is off or the message waits),
 * 'Send again' (a new link, the old one ends) and 'Revoke' (after a confirmation). Loaded with the edit page only
 * when the class has a roster, in a chunk of its own.
 */
export default function StudentsPanel() {
  const units = useUnit({
    roster: $roster,
    readError: $rosterError,
    notice: $invitationNotice,
    error: $invitationError,
    busy: $busyStudents,
    copied: $copiedUsername,
    revokeCandidate: $revokeCandidate,
    isRevoking: revokeFx.pending,
  });
  const events = useUnit({
    copy: linkCopyClicked,
    resend: resendClicked,
    revoke: revokeClicked,
    cancelRevoke: revokeCancelled,
    confirmRevoke: revokeConfirmed,
    retry: rosterOutdated,
  });
  const headingId = useId();
  const { roster } = units;
  const rows: StudentRow[] = (roster?.students ?? []).map((student) => ({ ...student, id: student.username }));

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        Invitations
      </h2>
      {roster && !roster.mail.enabled && (
        <Callout intent={Intent.PRIMARY} className={styles.banner}>
          {MAIL_OFF_TEXT}
        </Callout>
      )}
      {units.error && <ErrorBanner text={units.error} intent={Intent.DANGER} />}
      {units.readError && <ErrorBanner text={units.readError} intent={Intent.WARNING} onRetry={() => events.retry()} />}
      <p role="status" className={styles.notice}>
        {units.notice}
      </p>
      {roster === null && !units.readError && <p role="status">Loading the students</p>}
      {roster && (
        <ListTable
          label="Students and their sign-in links"
          isCaptioned
          columns={columnsOf({ busy: units.busy, copied: units.copied, ...events })}
          rows={rows}
          emptyMessage="The class names no students."
        />
      )}
      {roster && (
        <p className={styles.retention}>
          Names and e-mail addresses are erased {roster.retentionDays} days after the class ends.
        </p>
      )}
      <DeleteAlert
        title="Revoke link"
        question="Their sign-in link stops working at once. Their lab stays; 'Send again' gives them a new link."
        confirmText="Revoke"
        item={units.revokeCandidate === null ? null : { name: studentLabelOf(units.revokeCandidate) }}
        isDeleting={units.isRevoking}
        onCancel={() => events.cancelRevoke()}
        onConfirm={() => events.confirmRevoke()}
      />
    </section>
  );
}
