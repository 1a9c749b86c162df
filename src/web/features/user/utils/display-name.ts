/**
 * The name the personal centre shows. A guest's default nickname is "Guest <uid>" (in the
 * request's language, from the server); the card shows the uid on its own line right below,
 * so the name drops it and the uid is shown once: "Guest" above "UID: 10000001".
 */
export function displayName(nickname: string, uid: number | null, fallback: string): string {
  const name = nickname.trim();
  if (name === '') return fallback;
  if (uid === null) return name;
  const suffix = String(uid);
  if (!name.endsWith(suffix)) return name;
  const head = name.slice(0, -suffix.length);
  // Only a separate number: "Fan10000001" is somebody's chosen name.
  return /\s$/.test(head) && head.trim() !== '' ? head.trim() : name;
}
