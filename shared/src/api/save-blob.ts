/** Hands a downloaded file to the browser as if the user had followed a download link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download synchronously; the URL is no longer needed.
  URL.revokeObjectURL(url);
}
