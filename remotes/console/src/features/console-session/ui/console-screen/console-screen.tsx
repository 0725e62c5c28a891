import { useUnit } from 'effector-react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { $isScreenStale, consoleClosed, consoleOpened, filesChosen } from '../../model';
import styles from './console-screen.module.css';

/** A drag that carries files from the computer (not text or a link from the page). */
function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer.types.includes('Files');
}

/**
 * Where the machine's screen is drawn. Mounting it opens the console; unmounting (leaving /view) closes it. A file
 * dropped on it is sent into the machine (the browser would otherwise open it in place of the page).
 */
export function ConsoleScreen() {
  const container = useRef<HTMLDivElement>(null);
  const [isDropTarget, setDropTarget] = useState(false);
  const { isStale, opened, left, dropped } = useUnit({
    isStale: $isScreenStale,
    opened: consoleOpened,
    left: consoleClosed,
    dropped: filesChosen,
  });
  useEffect(() => {
    if (container.current) opened({ container: container.current });
    return () => left();
  }, [opened, left]);
  // data-stale dims the last picture of a connection that is gone; data-drop outlines it while a file is over it.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for files dragged with a pointer; "Send a file…" is the same by keyboard
    <div
      ref={container}
      className={styles.screen}
      data-stale={isStale || undefined}
      data-drop={isDropTarget || undefined}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDropTarget(true);
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDropTarget(false);
        dropped([...event.dataTransfer.files]);
      }}
    />
  );
}
