/**
 * A tag of a session's token: FNV-1a, 32 bits, in hex. Tells one session's token from another
 * without keeping it, for what this device remembers per session (Continue watching's room,
 * recent searches). The server's static first screen computes the same tag before the app runs
 * (src/server/first-screen.ts CONTINUE_ROOM_SCRIPT; its test checks they agree): change both or
 * neither.
 */
export function sessionTag(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}
