/** A random id per episode view (POST /video/play counts each once); works outside secure contexts too. */
export function newViewId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
