/** Has the browser save `text` as a file named `fileName` (a download, nothing uploaded). */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
