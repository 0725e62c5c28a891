import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import styles from './monitor-section.module.css';

/** A monitor section's table with its caption; a narrow screen scrolls it sideways instead of the page. */
export function MonitorTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className={styles.scroller}>
      <HTMLTable compact striped className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        {children}
      </HTMLTable>
    </div>
  );
}
