/** The words of a file sent into the machine ("Send a file…", or dropped on the console). */

export const SEND_FILE_TEXT = 'Send a file…';

export const SEND_FILE_TITLE = 'Copy a file from this computer into the machine (or drop it on the console)';

export const WATCHING_SEND_TITLE = 'Take control of this console to send a file into it.';

export const PAUSED_SEND_TITLE = 'Your instructor has paused the lab screens: send the file once they resume.';

/** Where the file landed: its folder, and its name there when the guest had one of that name already. */
export function fileSentText(name: string, guestPath: string): string {
  const cut = Math.max(guestPath.lastIndexOf('\\'), guestPath.lastIndexOf('/'));
  const folder = cut > 0 ? guestPath.slice(0, cut) : guestPath.slice(0, cut + 1) || guestPath;
  const landedAs = guestPath.slice(cut + 1);
  return landedAs === name ? `Sent ${name} to ${folder}` : `Sent ${name} to ${folder} as ${landedAs}`;
}

export function fileNotSentText(name: string, why: string): string {
  return `${name} was not sent: ${why}`;
}

export const UPLOAD_LOST_TEXT = 'the connection to the server was lost.';

export function sendCancelledText(name: string): string {
  return `Sending ${name} was cancelled.`;
}

export const NOT_CONNECTED_SEND_TEXT = 'Nothing was sent: the console is not connected.';

export const ONE_FILE_TEXT = 'Drop one file at a time.';

export const SENDING_BUSY_TEXT = 'Another file is being sent: wait for it, or cancel it.';
