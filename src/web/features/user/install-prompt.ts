/**
 * Imported by main.tsx before the app: keeps the browser's install offer for later. Chromium
 * fires `beforeinstallprompt` once the app is installable, often before the personal centre
 * is ever opened; the add-to-home-screen sheet then offers a one-tap Install that calls the
 * kept event's prompt(). `appinstalled` (from here or the browser's own menu) ends the offer.
 * Tiny on purpose (no imports): it is part of the first screen's JS.
 */

/** Chromium's event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Whether a one-tap install can be offered now. */
export function canPromptInstall(): boolean {
  return deferred !== null;
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows the browser's install dialog. An event prompts once: the offer ends with the tap
 * (the browser fires a new event if it will offer again).
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  changed();
  await event.prompt();
  return (await event.userChoice).outcome;
}

export function captureInstallPrompt(target: EventTarget): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the sheet's button instead of the browser's own banner.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

if (typeof window !== 'undefined') captureInstallPrompt(window);
