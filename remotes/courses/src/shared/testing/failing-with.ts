import { HttpError } from '@academy/api';

/** Tests only: an effect handler whose call is answered with this HTTP status. */
export function failingWith(status: number) {
  return async (): Promise<never> => {
    throw new HttpError(status, 'refused');
  };
}
