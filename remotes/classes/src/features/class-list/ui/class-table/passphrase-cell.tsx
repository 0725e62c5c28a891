import { Button, Intent, Tooltip } from '@blueprintjs/core';
import { Duplicate, Tick } from '@blueprintjs/icons';
import styles from './class-table.module.css';

export interface PassphraseCellProps {
  passphrase: string;
  /** True for a short while after this passphrase was copied. */
  isCopied: boolean;
  /** Called when the copy button is clicked. */
  onCopy: () => void;
}

/** The class passphrase with a copy-to-clipboard button that turns into a tick and says 'Copied'. */
export function PassphraseCell({ passphrase, isCopied, onCopy }: PassphraseCellProps) {
  return (
    <span className={styles.passphrase}>
      <code className={styles.secret}>{passphrase}</code>
      <Tooltip content={isCopied ? 'Copied' : 'Copy passphrase'} placement="top" compact>
        <Button
          variant="minimal"
          size="small"
          aria-label={isCopied ? 'Copied' : 'Copy passphrase'}
          intent={isCopied ? Intent.SUCCESS : Intent.NONE}
          icon={isCopied ? <Tick /> : <Duplicate />}
          onClick={onCopy}
        />
      </Tooltip>
      {isCopied && (
        <span className={styles.copied} role="status">
          Copied
        </span>
      )}
    </span>
  );
}
