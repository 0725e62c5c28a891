import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { $isScreenStale, consoleClosed, consoleOpened } from '../../model';
import styles from './console-screen.module.css';

/** Where the machine's screen is drawn. Mounting it opens the console; unmounting (leaving /view) closes it. */
export function ConsoleScreen() {
  const container = useRef<HTMLDivElement>(null);
  const { isStale, opened, left } = useUnit({ isStale: $isScreenStale, opened: consoleOpened, left: consoleClosed });
  useEffect(() => {
    if (container.current) opened({ container: container.current });
    return () => left();
  }, [opened, left]);
  // data-stale dims the last picture of a connection that is gone.
  return <div ref={container} className={styles.screen} data-stale={isStale || undefined} />;
}
