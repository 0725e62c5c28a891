import { ManualContent } from '@academy/manual';
import { Classes } from '@blueprintjs/core';
import styles from './manual-preview.module.css';

/** The manual as students will read it. Loaded lazily: the parser and sanitiser stay off the course list. */
export default function ManualPreview({ markdown }: { markdown: string }) {
  return <ManualContent markdown={markdown} className={`${Classes.RUNNING_TEXT} ${styles.preview}`} />;
}
