/** Saves what was fetched as a download named `name` (a link to it, clicked, then let go). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Let go once the browser surely has the download in hand (some take it a while after the click).
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
