/**
 * Leaves the console's current page for `path` (a console path) with a full page load, so that
 * nothing the previous operator loaded stays in memory (after sign-out), and the history keeps
 * no way back to the screen left.
 */
import { CONSOLE_BASE } from '#console/config/paths.ts';

export function leaveTo(path: string): void {
  window.location.replace(`${CONSOLE_BASE}${path}`);
}
