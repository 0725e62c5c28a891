import { Intent } from '@blueprintjs/core';
import type { FormEvent, ReactNode } from 'react';
import { ErrorBanner } from '../error-banner/error-banner';
import { focusFirstInvalidField } from '../form-field/focus-first-invalid';
import { FormFooter } from '../form-footer/form-footer';
import './instructor-form.css';

export interface InstructorFormProps {
  /** The form's name for screen readers: the page's title, e.g. 'New Course'. */
  label: string;
  /** react-final-form's handleSubmit. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** A failed save's or choice list's text (spec §8), in the banner above the fields; nothing while empty. */
  error: string;
  /** Offers 'Retry' on the banner when the failure was a list the form chooses from. */
  onRetry?: (() => void) | undefined;
  /** The submit button's label, e.g. 'Create Course' or 'Save Changes'. */
  submitLabel: string;
  isSaving: boolean;
  /** Where Cancel leads. */
  cancelTo: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * An instructor form in its frame: the error banner, the fields, then submit and Cancel. The browser's own
 * validation is off (the form validates, spec §5); a refused submit moves the focus to the first invalid field.
 */
export function InstructorForm({
  label,
  onSubmit,
  error,
  onRetry,
  submitLabel,
  isSaving,
  cancelTo,
  children,
}: InstructorFormProps) {
  return (
    <form
      className="academy-instructor-form"
      onSubmit={(event) => {
        void onSubmit(event);
        focusFirstInvalidField(event.currentTarget);
      }}
      noValidate
      aria-label={label}
    >
      {error && <ErrorBanner text={error} intent={Intent.DANGER} onRetry={onRetry} />}
      {children}
      <FormFooter submitLabel={submitLabel} isSaving={isSaving} cancelTo={cancelTo} />
    </form>
  );
}
