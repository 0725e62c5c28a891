import { $consoleTarget, routes } from '@academy/contracts';
import { RouteLink } from '@academy/ui';
import { H2, NonIdealState } from '@blueprintjs/core';
import { Desktop } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { ConnectionStatus } from '@/features/console-session/ui/connection-status';
import { ConsoleScreen } from '@/features/console-session/ui/console-screen';
import { ConsoleToolbar } from '@/features/console-session/ui/console-toolbar';
import './view-page.css';

/** Remote console of one machine (spec §2 "View page"): the machine chosen with View on /machines. */
export default function ViewPage() {
  const target = useUnit($consoleTarget);
  if (!target) {
    // A reload or a typed URL: the console address comes only from View on the machine list.
    return (
      <NonIdealState
        icon={<Desktop size={48} />}
        title="No machine selected"
        description="Open a console with View on your machine list. After a reload or from a typed address, this page does not know which machine to show."
        action={<RouteLink to={routes.machines}>Back to your machines</RouteLink>}
      />
    );
  }
  return (
    <section className="view-page" aria-label={`Console of ${target.name}`}>
      <div className="view-page__header">
        <H2 className="view-page__title">{target.name}</H2>
        <ConnectionStatus />
        <RouteLink className="view-page__back" to={routes.machines}>
          Back to your machines
        </RouteLink>
      </div>
      <ConsoleToolbar />
      <ConsoleScreen />
    </section>
  );
}
