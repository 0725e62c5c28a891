/** The browser clipboard's text (the browser may ask the user, or refuse). */
export function readClipboardText(): Promise<string> {
  return navigator.clipboard.readText();
}

export function writeClipboardText(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
}
