import { Button, Intent } from '@blueprintjs/core';
import { RouteLink } from '../route-link/route-link';
import './form-footer.css';

export interface FormFooterProps {
  /** The submit button's label, e.g. 'Create Course' or 'Save Changes'. */
  submitLabel: string;
  /** Shows the submit button as busy while the save runs. */
  isSaving: boolean;
  /** Where Cancel leads (the list the form came from). */
  cancelTo: string;
}

/** The submit button and a Cancel link at the bottom of an instructor form. */
export function FormFooter({ submitLabel, isSaving, cancelTo }: FormFooterProps) {
  return (
    <div className="academy-form-footer">
      <Button type="submit" intent={Intent.PRIMARY} loading={isSaving}>
        {submitLabel}
      </Button>
      <RouteLink to={cancelTo} className="academy-form-footer__cancel">
        Cancel
      </RouteLink>
    </div>
  );
}
