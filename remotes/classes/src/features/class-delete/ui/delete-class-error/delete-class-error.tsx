import { ErrorBanner } from '@academy/ui/instructor';
import { Intent } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { $deleteError } from '../../model';

/** A failed delete's text (spec §8), above the list it failed on. */
export function DeleteClassError() {
  const error = useUnit($deleteError);
  return error ? <ErrorBanner text={error} intent={Intent.DANGER} /> : null;
}
