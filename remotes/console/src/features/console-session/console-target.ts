import { type ConsoleTarget, isKeyboardLayout } from '@academy/api';

/**
 * A target with what the lab's first ticket said read, not trusted: the course machine's layout and the server's file
 * limit come from the network through the lab (which passes them on unread) or from this tab's storage. What cannot
 * be one is left out, as from an older lab: /view then waits for a ticket of its own to tell it.
 */
export function withTicketFieldsRead({ keyboardLayout, fileUploadMaxBytes, ...target }: ConsoleTarget): ConsoleTarget {
  return {
    ...target,
    ...(isKeyboardLayout(keyboardLayout) ? { keyboardLayout } : {}),
    ...(Number.isSafeInteger(fileUploadMaxBytes) && (fileUploadMaxBytes ?? 0) > 0 ? { fileUploadMaxBytes } : {}),
  };
}
