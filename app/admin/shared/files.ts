/**
 * Long enough for a new tab or a download to read the file; the blob is let go after that. Chromium starts
 * reading a download after click() returns, so revoking at once can cancel it.
 */
const BLOB_LIFETIME_MS = 60_000;

/** A `blob:` address for a file the API answered (it needs the bearer token, so no plain link will do). */
export function blobAddress(blob: Blob): string {
  const address = URL.createObjectURL(blob);
  window.setTimeout(() => URL.revokeObjectURL(address), BLOB_LIFETIME_MS);
  return address;
}

/** Saves a file the API answered under the given name, as a download. */
export function saveFile(blob: Blob, name: string): void {
  const link = document.createElement('a');
  link.href = blobAddress(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}
