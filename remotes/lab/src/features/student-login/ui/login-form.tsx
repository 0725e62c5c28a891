import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { EyeOff, EyeOpen } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { type ReactElement, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { $sessionError } from '@/shared/lab-session/model';
import { LoadingOverlay } from '@/shared/ui/loading-overlay/loading-overlay';
import { unavailableWhile } from '@/shared/ui/unavailable/unavailable';
import { $isLoggingIn, type LoginFormValues, loginSubmitted } from '../model';

/** Spec §5 "Login form". */
export const loginValidationTexts = {
  username: 'Email is required.',
  passphrase: 'Passphrase is required.',
} as const;

function required(text: string) {
  return (value: string | undefined) => (value && value.trim() !== '' ? undefined : text);
}

interface LoginFieldProps {
  name: keyof LoginFormValues;
  label: string;
  type: 'text' | 'password';
  autoComplete: string;
  /** A button inside the input, e.g. the passphrase's show/hide toggle. */
  rightElement?: ReactElement;
}

/** A required text field; its message shows once the field was left or the form was sent. */
function LoginField({ name, label, type, autoComplete, rightElement }: LoginFieldProps) {
  const id = `login-${name}`;
  return (
    <Field<string> name={name} validate={required(loginValidationTexts[name])}>
      {({ input, meta }) => {
        const error = meta.touched ? (meta.error as string | undefined) : undefined;
        const intent = error ? Intent.DANGER : Intent.NONE;
        return (
          <FormGroup label={label} labelFor={id} helperText={error} intent={intent}>
            <InputGroup
              {...input}
              id={id}
              type={type}
              autoComplete={autoComplete}
              autoCapitalize="none"
              spellCheck={false}
              intent={intent}
              rightElement={rightElement}
            />
          </FormGroup>
        );
      }}
    </Field>
  );
}

/** Username and passphrase; the stored login error shows as a banner above the fields. */
export function LoginForm() {
  const [error, isLoggingIn, submitted] = useUnit([$sessionError, $isLoggingIn, loginSubmitted]);
  const [isPassphraseShown, setPassphraseShown] = useState(false);
  const toggleLabel = isPassphraseShown ? 'Hide passphrase' : 'Show passphrase';

  return (
    <Form<LoginFormValues>
      onSubmit={(values) => submitted(values)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Student login">
          {error !== '' && (
            <Callout intent={Intent.DANGER} className="login-form__error" role="alert">
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
      )}
    />
  );
}
