import { Button, Callout, Intent } from '@blueprintjs/core';
import { type ReactNode, useId } from 'react';
import styles from './monitor-section.module.css';

/**
 * A section of the class monitor below the students' labs: its heading (with 'Download CSV' where it has one), the section's
 * failure (the figures read before stay shown under it), and its content.
 */
export function MonitorSection(props: {
  title: string;
  error: string | null;
  /** 'Download CSV', for a section that has one. */
  downloading?: boolean;
  onDownload?: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
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
        <Callout intent={Intent.WARNING} className={styles.banner} role="alert">
          {props.error}
        </Callout>
      )}
      {props.children}
    </section>
  );
}
