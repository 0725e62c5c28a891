import { Button, ButtonGroup } from '@blueprintjs/core';

/** Remote console of one machine (spec §2 "View page"); the console issue connects it. */
export default function ViewPage() {
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
