import { Button, ButtonGroup, NonIdealState } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { $consoleTarget, routes } from '@academy/contracts';
import { RouteLink } from '@academy/ui';

/** Remote console of one machine (spec §2 "View page"); the console issue connects it. */
export default function ViewPage() {
  const target = useUnit($consoleTarget);
  if (!target) {
    return (
      <NonIdealState
        title="No machine selected"
        description="Open a machine's console with View on your machine list."
        action={<RouteLink to={routes.machines}>Back to your machines</RouteLink>}
      />
    );
  }
  return (
    <section>
      <ButtonGroup>
        <Button>Copy</Button>
        <Button>Paste</Button>
        <Button>Ctrl + Alt + Del</Button>
        <Button>Full Screen</Button>
      </ButtonGroup>
    </section>
  );
}
