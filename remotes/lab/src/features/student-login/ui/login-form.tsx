import { useState } from 'react';
import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { EyeOff, EyeOpen } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { Field, Form } from 'react-final-form';
import { LoadingOverlay } from '@/shared/ui/loading-overlay/loading-overlay';
import { $sessionError } from '@/shared/lab-session/model';
import { $isLoggingIn, loginSubmitted, type LoginFormValues } from '../model';

/** Spec §5 "Login form". */
export const loginValidationTexts = {
  username: 'Email is required.',
  passphrase: 'Passphrase is required.',
} as const;

function required(text: string) {
  return (value: string | undefined) => (value && value.trim() !== '' ? undefined : text);
}

const validateUsername = required(loginValidationTexts.username);
const validatePassphrase = required(loginValidationTexts.passphrase);

/** Username and passphrase; the stored login error shows as a banner above the fields. */
export function LoginForm() {
  const [error, isLoggingIn, submitted] = useUnit([$sessionError, $isLoggingIn, loginSubmitted]);
  const [isPassphraseShown, setPassphraseShown] = useState(false);

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
          <Field<string> name="username" validate={validateUsername}>
            {({ input, meta }) => {
              const fieldError = meta.touched ? (meta.error as string | undefined) : undefined;
              return (
                <FormGroup
                  label="Username"
                  labelFor="login-username"
                  helperText={fieldError}
                  intent={fieldError ? Intent.DANGER : Intent.NONE}
                >
                  <InputGroup
                    {...input}
                    id="login-username"
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    intent={fieldError ? Intent.DANGER : Intent.NONE}
                  />
                </FormGroup>
              );
            }}
          </Field>
          <Field<string> name="passphrase" validate={validatePassphrase}>
            {({ input, meta }) => {
              const fieldError = meta.touched ? (meta.error as string | undefined) : undefined;
              return (
                <FormGroup
                  label="Passphrase"
                  labelFor="login-passphrase"
                  helperText={fieldError}
                  intent={fieldError ? Intent.DANGER : Intent.NONE}
                >
                  <InputGroup
                    {...input}
                    id="login-passphrase"
                    type={isPassphraseShown ? 'text' : 'password'}
                    autoComplete="current-password"
                    autoCapitalize="none"
                    spellCheck={false}
                    intent={fieldError ? Intent.DANGER : Intent.NONE}
                    rightElement={
                      <Button
                        variant="minimal"
                        icon={isPassphraseShown ? <EyeOff /> : <EyeOpen />}
                        aria-label={isPassphraseShown ? 'Hide passphrase' : 'Show passphrase'}
                        aria-pressed={isPassphraseShown}
                        title={isPassphraseShown ? 'Hide passphrase' : 'Show passphrase'}
                        onClick={() => setPassphraseShown(!isPassphraseShown)}
                      />
                    }
                  />
                </FormGroup>
              );
            }}
          </Field>
          <Button type="submit" intent={Intent.PRIMARY} fill disabled={isLoggingIn}>
            Log in
          </Button>
          <LoadingOverlay isOpen={isLoggingIn} text="Logging in" />
        </form>
      )}
    />
  );
}
