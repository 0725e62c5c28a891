// First, so the page's own styles override Blueprint's. An exposed page brings Blueprint's stylesheet (the shell has
// none); the build keeps only the rules this remote uses.
import '@blueprintjs/core/lib/css/blueprint.css';
import { routes } from '@academy/api';
import { PageHeader, RouteLink } from '@academy/ui';
import { Callout, Intent } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { AuditTrail } from '@/features/class-audit/ui/audit-trail/audit-trail';
import { CheckGrid } from '@/features/class-checks/ui/check-grid/check-grid';
import { ChecksRaised } from '@/features/class-checks/ui/checks-raised/checks-raised';
import { ClassEndPanel } from '@/features/class-end/ui/class-end-panel/class-end-panel';
import { ClassMessages } from '@/features/class-messages/ui/class-messages/class-messages';
import { classSummaryOf } from '@/features/class-monitor/lib';
import { $classMissing, $trainingClass } from '@/features/class-monitor/model';
import { ClassMonitor } from '@/features/class-monitor/ui/class-monitor';
import { RemoveStudentButton } from '@/features/class-roster/ui/roster-tools/remove-student-button';
import { RosterTools } from '@/features/class-roster/ui/roster-tools/roster-tools';
import { StudentName } from '@/features/class-roster/ui/student-name/student-name';
import { UsageSection } from '@/features/class-usage/ui/usage-section/usage-section';
import { ConsoleSessions } from '@/features/console-sessions/ui/console-sessions/console-sessions';
import { HelpQueue } from '@/features/help-queue/ui/help-queue/help-queue';
import { ManualSteps } from '@/features/manual-progress/ui/manual-steps/manual-steps';
import { StepPlace } from '@/features/manual-progress/ui/step-place/step-place';
import { ScreensPause } from '@/features/screens-pause/ui/screens-pause/screens-pause';
import styles from './class-monitor-page.module.css';
import { pageClosed, pageOpened } from './model';

/** The class the address names: /classes/monitor?id=<class id> is reloadable and can be shared. */
function classIdOfAddress(): string | null {
  return new URLSearchParams(window.location.search).get('id') || null;
}

/** Each student card shows the student's place in the class's manual, and is raised after three failed checks. */
const cardExtraOf = (email: string) => (
  <>
    <ChecksRaised email={email} />
    <StepPlace email={email} />
  </>
);
/** A rostered student's card shows their name beside the username, and 'Remove' beside 'Revert lab'. */
const studentNameOf = (email: string) => <StudentName username={email} />;
const removeButtonOf = (email: string) => <RemoveStudentButton username={email} />;

/** The instructor's class monitor: every student's lab, live; their places in the manual; usage and audit trail. */
export default function ClassMonitorPage() {
  const [classId] = useState(classIdOfAddress);
  const { trainingClass, isMissing, opened, closed } = useUnit({
    trainingClass: $trainingClass,
    isMissing: $classMissing,
    opened: pageOpened,
    closed: pageClosed,
  });

  useEffect(() => {
    if (!classId) return;
    opened(classId);
    return () => closed();
  }, [classId, opened, closed]);

  if (!classId || isMissing) {
    return (
      <section>
        <PageHeader title="Class monitor" />
        <Callout intent={Intent.WARNING} role="alert">
          {classId ? 'This class does not exist.' : 'No class selected.'}{' '}
          <RouteLink to={routes.classes}>Back to the classes</RouteLink>
        </Callout>
      </section>
    );
  }
  return (
    <section>
      <PageHeader
        title={trainingClass?.name ?? 'Class monitor'}
        actions={<RouteLink to={routes.classes}>Back to the classes</RouteLink>}
      />
      {trainingClass && <p className={styles.summary}>{classSummaryOf(trainingClass)}</p>}
      <ClassEndPanel />
      <ScreensPause />
      <div className={styles.classroom}>
        <HelpQueue />
        <ClassMessages />
      </div>
      <ManualSteps />
      <CheckGrid />
      <RosterTools />
      <ClassMonitor cardExtra={cardExtraOf} cardNameExtra={studentNameOf} cardActionsExtra={removeButtonOf} />
      <UsageSection />
      <ConsoleSessions />
      <AuditTrail />
    </section>
  );
}
