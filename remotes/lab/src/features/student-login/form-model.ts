import { combine, createEvent, createStore, sample } from 'effector';
import { formOpened, type LoginFormValues, loginSubmitted } from './model';

/**
 * The login form's two fields, kept in the scope (a two-field form does not need a form library on the page every
 * student opens first). A field's message shows once it was left or the form was sent (spec §5 "Login form").
 */
export type LoginFieldName = keyof LoginFormValues;

/** Spec §5 "Login form". */
export const loginValidationTexts: Record<LoginFieldName, string> = {
  username: 'Email is required.',
  passphrase: 'Passphrase is required.',
};

export const loginFieldChanged = createEvent<{ name: LoginFieldName; value: string }>();
export const loginFieldLeft = createEvent<LoginFieldName>();
/** 'Log in' or Enter: sends the values if both are there, else shows both messages. */
export const loginFormSent = createEvent();

const EMPTY: LoginFormValues = { username: '', passphrase: '' };
const NOTHING_TOUCHED: Record<LoginFieldName, boolean> = { username: false, passphrase: false };

export const $loginValues = createStore<LoginFormValues>(EMPTY)
  .on(loginFieldChanged, (values, { name, value }) => ({ ...values, [name]: value }))
  .reset(formOpened);

const $touched = createStore(NOTHING_TOUCHED)
  .on(loginFieldLeft, (touched, name) => ({ ...touched, [name]: true }))
  .on(loginFormSent, () => ({ username: true, passphrase: true }))
  .reset(formOpened);

function missingFields(values: LoginFormValues): Partial<Record<LoginFieldName, string>> {
  const errors: Partial<Record<LoginFieldName, string>> = {};
  for (const name of ['username', 'passphrase'] as const) {
    if (values[name].trim() === '') errors[name] = loginValidationTexts[name];
  }
  return errors;
}

/** The messages to show now: a missing field's, once it was touched. */
export const $loginFieldErrors = combine($loginValues, $touched, (values, touched) => {
  const errors = missingFields(values);
  return {
    username: touched.username ? errors.username : undefined,
    passphrase: touched.passphrase ? errors.passphrase : undefined,
  };
});

sample({
  clock: loginFormSent,
  source: $loginValues,
  filter: (values) => Object.keys(missingFields(values)).length === 0,
  target: loginSubmitted,
});
