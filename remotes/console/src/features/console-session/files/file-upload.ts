import {
  FILE_UPLOAD_MAX_BYTES,
  fileTooLargeText,
  guestFileNameProblem,
  HttpError,
  type SendFileAnswer,
  sendFileAnswerOf,
} from '@academy/api';
import type { FileCall } from './file-call';
import { fileNotSentText } from './file-texts';

/**
 * POST /api/training-class/vm/{machineId}/files with the file's bytes as the body, through XMLHttpRequest: its
 * upload.onprogress tells the bytes sent. (fetch could count a ReadableStream body, but Chromium streams a request
 * body only over HTTP/2 and without a Content-Length, which the server requires: a File body gets its length.)
 */

/** The request ended without an answer (the connection dropped, the server went away). */
export class UploadInterruptedError extends Error {
  constructor() {
    super('The upload ended without an answer.');
    this.name = 'UploadInterruptedError';
  }
}

function messageOf(xhr: XMLHttpRequest): string {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
    return typeof message === 'string' ? message : xhr.statusText;
  } catch {
    return xhr.statusText;
  }
}

/** Sends the file; answers where it landed, or throws an HttpError in the server's words (an AbortError if aborted). */
export function uploadFile({ url, headers, file, signal, onProgress }: FileCall): Promise<SendFileAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of new Headers(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new HttpError(xhr.status, messageOf(xhr)));
        return;
      }
      try {
        resolve(sendFileAnswerOf(JSON.parse(xhr.responseText)));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new UploadInterruptedError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** See fileProblemOf. The guest's family is not known here: a Windows guest's own rules are the server's to say. */
export function fileProblem(file: File, maxBytes: number | null): string | null {
  const limit = maxBytes ?? FILE_UPLOAD_MAX_BYTES;
  if (file.size > limit) return fileTooLargeText(file.name, file.size, limit);
  const nameProblem = guestFileNameProblem(file.name);
  return nameProblem ? fileNotSentText(file.name, nameProblem) : null;
}
