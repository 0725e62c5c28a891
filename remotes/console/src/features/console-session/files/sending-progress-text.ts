import { fileSizeText } from '@academy/api';

/** Under the progress bar while the file goes up (with the progress bar, loaded while a file is sent). */
export function sendingProgressText(name: string, sentBytes: number, bytes: number): string {
  return `Sending ${name}… ${fileSizeText(sentBytes)} of ${fileSizeText(bytes)}`;
}
