/** Saves text as a file. Screens take one as a prop so a story can capture what would be downloaded. */
export type DownloadFile = (text: string, fileName: string, mimeType: string) => void;

/** The browser download: a Blob, an object URL and a temporary anchor, cleaned up after the click. */
export const downloadFile: DownloadFile = (text, fileName, mimeType) => {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoke on the next task: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** MIME type of the CSV exports. */
export const CSV_MIME = 'text/csv;charset=utf-8';
