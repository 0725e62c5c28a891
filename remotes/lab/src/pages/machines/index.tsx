import { Button, ButtonGroup, H2, HTMLTable } from '@blueprintjs/core';

/** The student's machine list (spec §2 "Machines page"); the lab issue gives it its data. */
export default function MachinesPage() {
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
