/**
 * Content-Security-Policy violations in a browser context (decision 0017), seen two ways: the
 * `securitypolicyviolation` events of every document and frame (kept in `window.__cspViolations`
 * and handed to the test as they happen, so a navigation loses none), and Chromium's console
 * messages about the policy ("Refused to load … because it violates the following Content
 * Security Policy directive …"), of every page and popup.
 */
import type { BrowserContext } from '@playwright/test';

export interface CspWatch {
  /** `securitypolicyviolation` events: directive, blocked URL, document. */
  events: string[];
  /** Console messages that mention the Content Security Policy. */
  console: string[];
  /** A label for what the test is doing, added to every finding. */
  step: string;
}

const CSP_MESSAGE = /content[ -]security[ -]policy/i;

export async function watchCsp(context: BrowserContext): Promise<CspWatch> {
  const watch: CspWatch = { events: [], console: [], step: 'start' };
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    watch.events.push(`[${watch.step}] ${text}`);
  });
  await context.addInitScript(() => {
    const w = window as Window & {
      __cspViolations?: string[];
      __reportCspViolation?: (text: string) => Promise<void>;
    };
    w.__cspViolations = [];
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const text = `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`;
        w.__cspViolations?.push(text);
        void w.__reportCspViolation?.(text);
      },
      true,
    );
  });
  context.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text())) watch.console.push(`[${watch.step}] ${message.text()}`);
  });
  return watch;
}
