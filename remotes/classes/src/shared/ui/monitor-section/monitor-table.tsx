import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import styles from './monitor-section.module.css';

/** A monitor section's table with its caption; a narrow screen scrolls it sideways instead of the page. */
export function MonitorTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    // Focusable and named: a keyboard user can scroll it when it is wider than a phone.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
    <section className={styles.scroller} aria-label={caption} tabIndex={0}>
      <HTMLTable compact striped className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        {children}
      </HTMLTable>
    </section>
  );
}
