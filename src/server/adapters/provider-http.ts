/**
 * The one HTTP call the OAuth adapters make: global fetch with a timeout, answering the
 * status and the parsed JSON body. Anything that says the provider is not there (no
 * connection, a timeout, a 5xx, a body that is not JSON) is a ProviderError 'unreachable';
 * the adapters turn the provider's refusals into 'rejected'.
 */

export type ProviderFailure = 'rejected' | 'unreachable';

export class ProviderError extends Error {
  constructor(
    readonly reason: ProviderFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export const PROVIDER_TIMEOUT_MS = 8000;

export async function fetchJson(
  url: URL,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; timeoutMs?: number },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { accept: 'application/json', ...init.headers },
      ...(init.body !== undefined ? { body: init.body } : {}),
      redirect: 'error',
      signal: AbortSignal.timeout(init.timeoutMs ?? PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    throw new ProviderError('unreachable', `${url.host}${url.pathname}: ${name}`);
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500)
    throw new ProviderError('unreachable', `${url.host}${url.pathname}: HTTP ${response.status}`);
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new ProviderError('unreachable', `${url.host}${url.pathname}: HTTP ${response.status}, not JSON`);
  }
}

/** `base` + `path`, keeping any path prefix of the configured base URL. */
export function providerUrl(base: string, path: string, query: Record<string, string> = {}): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}
