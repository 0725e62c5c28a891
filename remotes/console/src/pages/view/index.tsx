// First, so the page's own styles override Blueprint's. An exposed page brings Blueprint's stylesheet (the shell has
// none); the build keeps only the rules this remote uses.
import '@blueprintjs/core/lib/css/blueprint.css';
import { routes } from '@academy/api';
import { ClassroomMessages, ClassroomScreens, PresentationPanel } from '@academy/classroom';
import { ClassTime, RouteLink } from '@academy/ui';
import { H1, NonIdealState } from '@blueprintjs/core';
import { Desktop } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $target } from '@/features/console-session/model';
import { ConnectionStatus } from '@/features/console-session/ui/connection-status/connection-status';
import { ConsoleScreen } from '@/features/console-session/ui/console-screen/console-screen';
import { ConsoleToolbar } from '@/features/console-session/ui/console-toolbar/console-toolbar';
import { KeyboardRelease } from '@/features/console-session/ui/keyboard-release/keyboard-release';
import { WatchControls } from '@/features/console-session/ui/watch-controls/watch-controls';
import { ManualLayout } from '@/features/lab-manual/ui/manual-layout/manual-layout';
import { classroom } from '@/shared/model/classroom';
import { pageClosed, pageOpened } from './model';
import styles from './view-page.module.css';

/**
 * Remote console of one machine (spec §2 "View page"): the machine chosen with View on /machines, or after a reload
 * the one this tab showed last.
 */
export default function ViewPage() {
  const [target, opened, closed] = useUnit([$target, pageOpened, pageClosed]);
  useEffect(() => {
    opened();
    return closed;
  }, [opened, closed]);
  if (!target) {
    // A typed URL, or a new tab: the console address comes only from View on the machine list.
    return (
      <NonIdealState
        icon={<Desktop size={48} />}
        description={
          // NonIdealState's own title is an h4: the page's level-one heading goes here instead.
          <>
            <H1 className={styles.emptyTitle}>No machine selected</H1>
            <p>Open a console with View on your machine list.</p>
          </>
        }
        action={<RouteLink to={routes.machines}>Back to your machines</RouteLink>}
      />
    );
  }
  return (
    <div>
      <div className={styles.header}>
        <H1 className={styles.title}>{target.name}</H1>
        <ConnectionStatus />
        {target.instructor ? (
          <RouteLink className={styles.back} to={target.instructor.returnTo}>
            Back to the class monitor
          </RouteLink>
        ) : (
          <RouteLink className={styles.back} to={routes.machines}>
            Back to your machines
          </RouteLink>
        )}
      </div>
      {!target.instructor && <ClassTime />}
      {!target.instructor && <ClassroomMessages model={classroom.messages} />}
      {!target.instructor && <PresentationPanel model={classroom.presentation} />}
      <WatchControls />
      <ManualLayout>
        <ConsoleToolbar />
        <KeyboardRelease />
        {target.instructor ? (
          <ConsoleScreen />
        ) : (
          // The student's banner when an instructor watches, and 'Pause screens' covering the console.
          <ClassroomScreens model={classroom.screens}>
            <ConsoleScreen />
          </ClassroomScreens>
        )}
      </ManualLayout>
    </div>
  );
}
