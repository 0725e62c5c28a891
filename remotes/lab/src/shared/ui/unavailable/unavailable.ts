import { Classes } from '@blueprintjs/core';

/** What a Blueprint button gets while it cannot be used. */
export interface UnavailableProps {
  'aria-disabled'?: true;
  'aria-describedby'?: string;
  className?: string;
}

/**
 * Makes a button unavailable but keeps it focusable: aria-disabled and Blueprint's disabled look instead of the
 * disabled attribute, which would throw a keyboard user's focus to the page body the moment their own click made
 * it unavailable. Its clicks still arrive: the model ignores them. `reasonId` names the element saying why.
 */
export function unavailableWhile(isUnavailable: boolean, reasonId?: string): UnavailableProps {
  if (!isUnavailable) return {};
  return { 'aria-disabled': true, 'aria-describedby': reasonId, className: Classes.DISABLED };
}
