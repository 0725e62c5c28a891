import { useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import { consoleLeft, consoleOpened } from '../model';
import './console-screen.css';

/** Where the machine's screen is drawn. Mounting it opens the console; unmounting (leaving /view) closes it. */
export function ConsoleScreen() {
  const container = useRef<HTMLDivElement>(null);
  const { opened, left } = useUnit({ opened: consoleOpened, left: consoleLeft });
  useEffect(() => {
    if (container.current) opened({ container: container.current });
    return () => left();
  }, [opened, left]);
  return <div ref={container} className="console-screen" data-testid="console-screen" />;
}
