/**
 * Where a payment gateway sends the buyer back (SPEC 4.3's return URL): a path of this site,
 * or an address of this site given whole (made a path). Anything else is home: another site,
 * and anything a browser could read as one (control characters, which browsers drop, so that
 * `/\t/evil.example` is `//evil.example`; backslashes; a path starting `//`).
 */
export function safeReturnPath(value: string | undefined, origin: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!value || /[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  try {
    const url = new URL(value, origin);
    if (url.origin !== new URL(origin).origin || url.pathname.startsWith('//')) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
