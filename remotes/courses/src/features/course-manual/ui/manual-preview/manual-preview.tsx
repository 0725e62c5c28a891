import { type CheckMachine, ManualContent } from '@academy/manual';
import { Classes } from '@blueprintjs/core';
import { CheckBox } from '../check-box/check-box';
import styles from './manual-preview.module.css';

export interface ManualPreviewProps {
  markdown: string;
  /** The course's chosen machines, which its checks run on. */
  machines: readonly CheckMachine[];
}

/**
 * The manual as students will read it, each check shown to its author as a labelled box (students see none).
 * Loaded lazily: the parser and sanitiser stay off the course list.
 */
export default function ManualPreview({ markdown, machines }: ManualPreviewProps) {
  return (
    <ManualContent
      markdown={markdown}
      className={`${Classes.RUNNING_TEXT} ${styles.preview}`}
      renderCheck={(check) => <CheckBox check={check} machines={machines} />}
    />
  );
}
