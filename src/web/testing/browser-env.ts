/**
 * Test support for node-environment unit tests of browser code: in-memory Web Storage, a
 * location, a navigator and the injected runtime config, installed with vi.stubGlobal (so
 * vi.unstubAllGlobals() removes them). Nothing of the app itself is replaced.
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
  vi.stubGlobal('location', { hostname: TEST_HOSTNAME, reload });
  vi.stubGlobal('navigator', { userAgent: TEST_USER_AGENT, platform: 'iPhone', onLine: true });
  vi.stubGlobal('__APP_CONFIG__', {
    apiSignKey: TEST_SIGN_KEY,
    apiBase: '/enjoy-api',
    version: '1.0.0',
    mediaBaseUrl: '',
  });
  return { reload, localStorage: local, sessionStorage: session };
}

/** A JSON Response as the server would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A captured fetch call: its URL, method, headers and body text. */
export interface CapturedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

export function capture(input: RequestInfo | URL, init: RequestInit | undefined): CapturedRequest {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => {
    headers[key] = value;
  });
  return {
    url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    method: init?.method ?? 'GET',
    headers,
    body: typeof init?.body === 'string' ? init.body : '',
  };
}
