/** Handing a fetched file to the user: saved under its name, or opened in a new tab (a ticket to print). */

/** A file fetched from the server, with the name it gave it. */
export type ApiFile = { blob: Blob; fileName: string };

/** Saves the file as the browser's download, under the name the server gave it. */
export function saveFile({ blob, fileName }: ApiFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the address is freed after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opens the file in a new tab (the browser's PDF viewer prints it); where a pop-up is blocked, it is
 * saved instead, so the ticket is never lost to a blocker.
 */
export function openFile(file: ApiFile): void {
  const url = URL.createObjectURL(file.blob);
  const opened = window.open(url, '_blank');
  if (!opened) {
    URL.revokeObjectURL(url);
    saveFile(file);
    return;
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
