/**
 * Web Storage that never throws: Safari private mode, disabled storage and non-browser
 * runtimes all read as "nothing stored" instead of crashing the app.
 */
import type { StorageKey } from './storage-keys.ts';

type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    const storage = which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return storage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readStorage(key: StorageKey, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value simply is not remembered.
  }
}

export function removeStorage(key: StorageKey, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Storage disabled: nothing to remove.
  }
}
