/**
 * Test support for node-environment unit tests of browser code: in-memory Web Storage, a
 * location, a navigator and the injected runtime config, installed with vi.stubGlobal (so
 * vi.unstubAllGlobals() removes them). Nothing of the app itself is replaced; the network is
 * testing/network.ts (MSW).
 */
import { vi, type Mock } from 'vitest';

export class MemoryStorage implements Storage {
  #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

export const TEST_SIGN_KEY = 'test-sign-key';
export const TEST_HOSTNAME = 'drama.example.test';
export const TEST_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

export interface BrowserStubs {
  reload: Mock<() => void>;
  localStorage: MemoryStorage;
  sessionStorage: MemoryStorage;
}

export function installBrowserStubs(): BrowserStubs {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const reload = vi.fn<() => void>();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  // href: the base relative request URLs resolve against (testing/network.ts).
  vi.stubGlobal('location', { hostname: TEST_HOSTNAME, href: `https://${TEST_HOSTNAME}/`, reload });
  vi.stubGlobal('navigator', { userAgent: TEST_USER_AGENT, platform: 'iPhone', onLine: true });
  vi.stubGlobal('__APP_CONFIG__', {
    apiSignKey: TEST_SIGN_KEY,
    apiBase: '/enjoy-api',
    version: '1.0.0',
    mediaBaseUrl: '',
  });
  return { reload, localStorage: local, sessionStorage: session };
}

/** An IntersectionObserver that never reports (jsdom has none): lazy images stay unloaded. */
export class QuietIntersectionObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
