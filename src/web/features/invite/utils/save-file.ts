/**
 * Downloads as SPEC 7 describes them: GET the file as a blob, then save it through an
 * <a download> of an object URL (offered by the save-file action sheet).
 */

/** GET `url` as a blob (also object and data URLs); throws on a failed answer. */
export async function fetchAsBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(url, signal ? { signal } : {});
  if (!response.ok) throw new Error(`GET ${url.slice(0, 60)} answered ${response.status}`);
  return response.blob();
}

/** How long an object URL handed to a download lives (the browser reads it at once). */
const REVOKE_AFTER_MS = 60_000;

/** Saves a blob as `fileName` with a temporary <a download> of an object URL. */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
