// Hands the person a file through the browser's own download, nothing uploaded anywhere.
export function downloadFile(fileName: string, parts: string[], type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the next task is late enough to let the URL go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
