import { FieldHelp } from '@academy/ui';
import { fieldMessageOf } from '@academy/ui/instructor';
import { Button, FormGroup, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { type ReactNode, useId } from 'react';
import { useField } from 'react-final-form';
import {
  accountOf,
  type GuestAccountsValues,
  type GuestAccountValues,
  guestAccountMessages,
  lacksUsername,
  withAccountChange,
} from '../../guest-accounts';
import styles from './guest-accounts.module.css';

export interface GuestAccountProps {
  /** The course machine whose account this is. */
  vm: string;
}

/**
 * A chosen machine's guest account, the one its checks sign in to its guest with: a user name and a write-only
 * password (a stored one is never shown).
 */
export function GuestAccount({ vm }: GuestAccountProps) {
  const usernameId = useId();
  const messageId = useId();
  const passwordId = useId();
  const { input, meta } = useField<GuestAccountsValues>('guestAccounts', {
    subscription: { value: true, touched: true, submitFailed: true, error: true },
  });
  // react-final-form gives '' for a value never set (a form started without guestAccounts).
  const accounts: GuestAccountsValues = input.value || {};
  const account = accountOf(accounts, vm);
  const onChange = (values: Partial<GuestAccountValues>) => input.onChange(withAccountChange(accounts, vm, values));
  const onBlur = () => input.onBlur();
  const message =
    fieldMessageOf(meta) !== undefined && lacksUsername(account) ? guestAccountMessages.username : undefined;
  return (
    <>
      <FormGroup
        label="User name"
        labelFor={usernameId}
        intent={message ? Intent.DANGER : Intent.NONE}
        helperText={<FieldHelp id={messageId} message={message} />}
      >
        <InputGroup
          id={usernameId}
          value={account.username}
          autoComplete="off"
          intent={message ? Intent.DANGER : Intent.NONE}
          {...(message ? { 'aria-invalid': true, 'aria-describedby': messageId } : {})}
          onChange={(event) => onChange({ username: event.target.value })}
          onBlur={onBlur}
        />
      </FormGroup>
      <PasswordControl account={account} passwordId={passwordId} onChange={onChange} onBlur={onBlur} />
    </>
  );
}

interface PasswordControlProps {
  account: GuestAccountValues;
  passwordId: string;
  onChange: (values: Partial<GuestAccountValues>) => void;
  onBlur: () => void;
}

/** A stored password shows as 'Set' with Replace and Clear; otherwise a box to type a new one. */
function PasswordControl({ account, passwordId, onChange, onBlur }: PasswordControlProps) {
  if (account.passwordSet && account.change === 'keep') {
    return (
      <StoredPassword status={<Tag intent={Intent.SUCCESS}>Set</Tag>}>
        <Button size="small" onClick={() => onChange({ change: 'replace', password: '' })}>
          Replace
        </Button>
        <Button size="small" onClick={() => onChange({ change: 'clear', password: '' })}>
          Clear
        </Button>
      </StoredPassword>
    );
  }
  if (account.passwordSet && account.change === 'clear') {
    return (
      <StoredPassword status={<Tag>Cleared when saved</Tag>}>
        <Button size="small" onClick={() => onChange({ change: 'keep' })}>
          Keep it
        </Button>
      </StoredPassword>
    );
  }
  return (
    <FormGroup label="Password" labelFor={passwordId}>
      <InputGroup
        id={passwordId}
        type="password"
        value={account.password}
        autoComplete="new-password"
        onChange={(event) => onChange({ password: event.target.value })}
        onBlur={onBlur}
      />
      {account.passwordSet && (
        <Button size="small" className={styles.keep} onClick={() => onChange({ change: 'keep', password: '' })}>
          Keep the stored one
        </Button>
      )}
    </FormGroup>
  );
}

function StoredPassword({ status, children }: { status: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.stored}>
      <legend className={styles.storedLabel}>Password</legend>
      <span className={styles.storedState}>
        {status}
        {children}
      </span>
    </fieldset>
  );
}
