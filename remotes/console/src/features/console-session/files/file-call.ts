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

/*
 * The checks and the upload load the first time a file is chosen: /view without one carries neither (nor the
 * contract's file rules and answer reader they use).
 */
const upload = () => import('./file-upload');

/**
 * Why the file cannot be sent, in words for the student, said before any byte goes (its size over `maxBytes`, the
 * server's default limit when unknown; a name the guest cannot take); null when it can be sent.
 */
export async function fileProblemOf(file: File, maxBytes: number | null): Promise<string | null> {
  return (await upload()).fileProblem(file, maxBytes);
}

export async function sendFileToMachine(call: FileCall): Promise<SendFileAnswer> {
  return (await upload()).uploadFile(call);
}
