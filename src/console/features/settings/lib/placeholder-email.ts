/**
 * Whether a service address is a stand-in nobody reads: at a domain reserved for examples and
 * tests (RFC 2606, RFC 6761), as the install's own default `support@enjoydrama.example` is. Mail
 * to one never arrives, yet viewers are shown it in the app's service and blocked dialogs.
 */
const RESERVED_TOP = ['example', 'invalid', 'test', 'localhost'];
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];

export function isPlaceholderEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  const top = domain.split('.').pop() ?? '';
  return (
    RESERVED_TOP.includes(top) ||
    RESERVED_DOMAINS.some((reserved) => domain === reserved || domain.endsWith(`.${reserved}`))
  );
}
