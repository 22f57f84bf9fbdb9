/**
 * Hands a text to the browser as a download (the report's files, the statement's CSV) through a
 * temporary link to a blob.
 */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob over; the URL can go on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
