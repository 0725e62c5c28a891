import type { FolderMachine } from '@academy/api';
import { FieldHelp } from '@academy/ui';
import { fieldMessageOf } from '@academy/ui/instructor';
import { Button, FormGroup, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { type ReactNode, useId } from 'react';
import { useField } from 'react-final-form';
import {
  accountOf,
  CHECKS_RUN_WITH,
  type GuestAccountsValues,
  type GuestAccountValues,
  guestAccountMessages,
  lacksUsername,
  withAccountChange,
} from '../../guest-accounts';
import styles from './guest-accounts.module.css';

export interface GuestAccountsProps {
  /** The machines chosen for the course, in their folder's order. */
  machines: readonly FolderMachine[];
}

/** 'Guest accounts': per chosen machine, the account its checks sign in as; a stored password is never shown. */
export function GuestAccounts({ machines }: GuestAccountsProps) {
  const { input, meta } = useField<GuestAccountsValues>('guestAccounts', {
    subscription: { value: true, touched: true, submitFailed: true, error: true },
  });
  // react-final-form gives '' for a value never set (a form started without guestAccounts).
  const accounts: GuestAccountsValues = input.value || {};
  const showsMessages = fieldMessageOf(meta) !== undefined;
  const change = (vm: string, values: Partial<GuestAccountValues>) =>
    input.onChange(withAccountChange(accounts, vm, values));
  return (
    <fieldset className={styles.accounts}>
      <legend className={styles.legend}>Guest accounts</legend>
      <p className={styles.help}>The account each machine&apos;s checks sign in to its guest with.</p>
      {machines.map((machine) => (
        <MachineAccount
          key={machine.vm}
          machine={machine}
          account={accountOf(accounts, machine.vm)}
          showsMessage={showsMessages}
          onChange={(values) => change(machine.vm, values)}
          onBlur={() => input.onBlur()}
        />
      ))}
    </fieldset>
  );
}

interface MachineAccountProps {
  machine: FolderMachine;
  account: GuestAccountValues;
  /** The form shows its messages (the field was left, or a save was tried). */
  showsMessage: boolean;
  onChange: (values: Partial<GuestAccountValues>) => void;
  onBlur: () => void;
}

function MachineAccount({ machine, account, showsMessage, onChange, onBlur }: MachineAccountProps) {
  const usernameId = useId();
  const messageId = useId();
  const passwordId = useId();
  const message = showsMessage && lacksUsername(account) ? guestAccountMessages.username : undefined;
  const shell = machine.guestOs && CHECKS_RUN_WITH[machine.guestOs];
  return (
    <fieldset className={styles.machine}>
      <legend className={styles.machineName}>{machine.name}</legend>
      {shell && <p className={styles.help}>{shell}</p>}
      <div className={styles.fields}>
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
      </div>
    </fieldset>
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
