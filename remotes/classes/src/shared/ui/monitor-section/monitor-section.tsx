import { Button, Callout, Intent } from '@blueprintjs/core';
import { type ReactNode, useId } from 'react';
import styles from './monitor-section.module.css';

/**
 * A section of the class monitor: its heading (with 'Download CSV' where it has one), the section's failure (what was
 * read before stays shown under it), and its content. Below the students' labs a section spans the page; boxed, it is
 * a panel beside another (the help queue, the messages).
 */
export function MonitorSection(props: {
  title: string;
  error: string | null;
  isBoxed?: boolean;
  /** 'Download CSV', for a section that has one. */
  downloading?: boolean;
  onDownload?: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={props.isBoxed ? styles.panel : styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {props.title}
        </h2>
        {props.onDownload && (
          <Button variant="minimal" icon="download" loading={props.downloading} onClick={props.onDownload}>
            Download CSV
          </Button>
        )}
      </div>
      {props.error && (
        <Callout intent={Intent.WARNING} className={styles.banner} role="alert" compact={props.isBoxed}>
          {props.error}
        </Callout>
      )}
      {props.children}
    </section>
  );
}
