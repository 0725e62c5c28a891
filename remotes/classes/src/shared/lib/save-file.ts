/** Hands a fetched file to the browser's downloads, as a link with `download` would: the browser API behind it. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click the download has the blob; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
