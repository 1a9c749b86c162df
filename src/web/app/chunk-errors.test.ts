// @vitest-environment jsdom
/** A chunk that failed with nobody awaiting it is no uncaught error (the audit's "Unable to preload CSS"). */
import { afterEach, describe, expect, it } from 'vitest';
import { installChunkErrorHandling, isChunkLoadError } from './chunk-errors.ts';

function unhandled(reason: unknown): Event {
  const event = new Event('unhandledrejection', { cancelable: true });
  Object.assign(event, { reason, promise: Promise.resolve() });
  window.dispatchEvent(event);
  return event;
}

let remove: (() => void) | undefined;
afterEach(() => remove?.());

describe('chunk failures', () => {
  it('tells a failed chunk or stylesheet from any other error', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/b.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('keeps an unawaited chunk failure out of the uncaught errors, and nothing else', () => {
    remove = installChunkErrorHandling();
    expect(unhandled(new Error('Unable to preload CSS for /assets/b.css')).defaultPrevented).toBe(true);
    expect(unhandled(new Error('a real bug')).defaultPrevented).toBe(false);
  });
});
