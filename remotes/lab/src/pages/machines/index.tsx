import { Button, ButtonGroup, H2, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { routes } from '@academy/contracts';
import { $hasStudentSession } from '@academy/auth';
import { RouteLink } from '@academy/ui';

/** The student's machine list (spec §2 "Machines page"); the lab issue gives it its data. */
export default function MachinesPage() {
  const hasStudentSession = useUnit($hasStudentSession);
  if (!hasStudentSession) {
    return (
      <NonIdealState
        title="Please log in to view your machine list."
        action={<RouteLink to={routes.login}>Log in</RouteLink>}
      />
    );
  }
  return (
    <section>
      <H2>Machines</H2>
      <ButtonGroup>
        <Button>Refresh List</Button>
        <Button>Power On All</Button>
        <Button>Power Off All</Button>
        <Button>Suspend All</Button>
        <Button>Revert Lab</Button>
      </ButtonGroup>
      <HTMLTable>
        <thead>
          <tr>
            <th>State</th>
            <th>Machine Name</th>
            <th>Actions</th>
          </tr>
        </thead>
      </HTMLTable>
    </section>
  );
}
