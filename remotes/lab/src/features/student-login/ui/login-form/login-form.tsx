import { FieldHelp } from '@academy/ui';
import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { EyeOff, EyeOpen } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { type FormEvent, type ReactElement, useState } from 'react';
import { $sessionError } from '@/shared/model/lab-session';
import { LoadingOverlay } from '@/shared/ui/loading-overlay/loading-overlay';
import { unavailableWhile } from '@/shared/ui/unavailable/unavailable';
import {
  $loginFieldErrors,
  $loginValues,
  type LoginFieldName,
  loginFieldChanged,
  loginFieldLeft,
  loginFormSent,
} from '../../form-model';
import { $isLoggingIn } from '../../model';
import styles from './login-form.module.css';

interface LoginFieldProps {
  name: LoginFieldName;
  label: string;
  type: 'text' | 'password';
  autoComplete: string;
  /** A button inside the input, e.g. the passphrase's show/hide toggle. */
  rightElement?: ReactElement;
}

/** A required text field and its message (form-model.ts decides when it shows). */
function LoginField({ name, label, type, autoComplete, rightElement }: LoginFieldProps) {
  const [values, errors, changed, left] = useUnit([$loginValues, $loginFieldErrors, loginFieldChanged, loginFieldLeft]);
  const id = `login-${name}`;
  const messageId = `${id}-message`;
  const error = errors[name];
  const intent = error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup label={label} labelFor={id} helperText={<FieldHelp id={messageId} message={error} />} intent={intent}>
      <InputGroup
        id={id}
        name={name}
        type={type}
        value={values[name]}
        onChange={(event) => changed({ name, value: event.target.value })}
        onBlur={() => left(name)}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        intent={intent}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        rightElement={rightElement}
      />
    </FormGroup>
  );
}

/** Username and passphrase; the stored login error shows as a banner above the fields. */
export function LoginForm() {
  const [error, isLoggingIn, sent] = useUnit([$sessionError, $isLoggingIn, loginFormSent]);
  const [isPassphraseShown, setPassphraseShown] = useState(false);
  const toggleLabel = isPassphraseShown ? 'Hide passphrase' : 'Show passphrase';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    sent();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Student login">
      {error !== '' && (
        <Callout intent={Intent.DANGER} className={styles.error} role="alert">
          {error}
        </Callout>
      )}
      <LoginField name="username" label="Username" type="text" autoComplete="username" />
      <LoginField
        name="passphrase"
        label="Passphrase"
        type={isPassphraseShown ? 'text' : 'password'}
        autoComplete="current-password"
        rightElement={
          <Button
            variant="minimal"
            icon={isPassphraseShown ? <EyeOff /> : <EyeOpen />}
            aria-label={toggleLabel}
            aria-pressed={isPassphraseShown}
            title={toggleLabel}
            onClick={() => setPassphraseShown(!isPassphraseShown)}
          />
        }
      />
      <Button type="submit" intent={Intent.PRIMARY} fill {...unavailableWhile(isLoggingIn)}>
        Log in
      </Button>
      <LoadingOverlay isOpen={isLoggingIn} text="Logging in" />
    </form>
  );
}
