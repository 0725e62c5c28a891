import type { SendFileAnswer } from '@academy/api';

/** One file sent into a machine through the server. */
export interface FileCall {
  url: string;
  /** The student's Basic credential, or the instructor's bearer token. */
  headers: HeadersInit;
  file: File;
  signal: AbortSignal;
  /** Bytes of the body the browser has sent so far. */
  onProgress(sentBytes: number): void;
}

/** The upload, loaded the first time a file is sent: /view without one carries none of it. */
export async function sendFileToMachine(call: FileCall): Promise<SendFileAnswer> {
  const { uploadFile } = await import('./file-upload');
  return uploadFile(call);
}
