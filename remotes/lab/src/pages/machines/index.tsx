// First, so the page's own styles override Blueprint's. An exposed page brings Blueprint's stylesheet (the shell has
// none); the build keeps only the rules this remote uses.
import '@blueprintjs/core/lib/css/blueprint.css';
import { routes } from '@academy/api';
import { $hasStudentSession } from '@academy/auth';
import { ClassroomMessages, ClassroomScreens, PresentationPanel } from '@academy/classroom';
import { ClassTime, RouteLink } from '@academy/ui';
import { H1, NonIdealState } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import {
  $isHelpOpen,
  $isRevertConfirmOpen,
  $listError,
  helpClosed,
  revertCancelled,
} from '@/features/machine-list/model';
import { LabBanners, LabHeading, RevertOverlay } from '@/features/machine-list/ui/lab-status/lab-status';
import { LabToolbar } from '@/features/machine-list/ui/lab-toolbar/lab-toolbar';
import { MachineTable } from '@/features/machine-list/ui/machine-table/machine-table';
import { ManualLink } from '@/features/machine-list/ui/manual-link/manual-link';
import { RaiseHand } from '@/features/machine-list/ui/raise-hand/raise-hand';
import { $isLabLoaded } from '@/shared/model/lab-session';
import { LazyOverlay, overlayLoader } from '@/shared/ui/lazy-overlay/lazy-overlay';
import styles from './machines-page.module.css';
import { classroom, pageClosed, pageOpened } from './model';

// Blueprint's Dialog and Alert (with its overlay and transition code) are not in the page's first download.
const actionDefinitionsDialog = overlayLoader(() =>
  import('@/features/machine-list/ui/action-definitions-dialog/action-definitions-dialog').then(
    (m) => m.ActionDefinitionsDialog,
  ),
);
const revertConfirmation = overlayLoader(() =>
  import('@/features/machine-list/ui/revert-confirmation/revert-confirmation').then((m) => m.RevertConfirmation),
);

/** The student's machine list (spec §2 "Machines page"). */
export default function MachinesPage() {
  const [hasStudentSession, isLabLoaded, listError, opened, closed] = useUnit([
    $hasStudentSession,
    $isLabLoaded,
    $listError,
    pageOpened,
    pageClosed,
  ]);
  useEffect(() => {
    opened();
    return closed;
  }, [opened, closed]);

  if (!hasStudentSession) {
    return (
      // The message is the page's level-one heading; NonIdealState's own title would be a level-four one.
      <NonIdealState
        className={styles.signedOutState}
        description={<H1 className={styles.signedOut}>Please log in to view your machine list.</H1>}
        action={<RouteLink to={routes.login}>Log in</RouteLink>}
      />
    );
  }
  // After a reload the lab comes with the first fetch: until then only the heading and a status show, so the
  // toolbar and the list appear once, with their rows, instead of moving down as the class name and the rows arrive.
  if (!isLabLoaded && listError === '') {
    return (
      <section>
        <LabHeading />
        <p role="status">Loading machines</p>
      </section>
    );
  }
  return (
    <section>
      <LabHeading />
      <ClassTime />
      <ManualLink />
      <ClassroomScreens model={classroom.screens} />
      <LabToolbar />
      <RaiseHand />
      <ClassroomMessages model={classroom.messages} />
      <PresentationPanel model={classroom.presentation} />
      <LabBanners />
      <MachineTable />
      <LazyOverlay loader={actionDefinitionsDialog} $isOpen={$isHelpOpen} loadFailed={helpClosed} />
      <LazyOverlay loader={revertConfirmation} $isOpen={$isRevertConfirmOpen} loadFailed={revertCancelled} />
      <RevertOverlay />
    </section>
  );
}
