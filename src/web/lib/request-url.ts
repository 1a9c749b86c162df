/** The URL parts of a signed API request: the GET query string and the filled path. */

/**
 * GET parameters as a query string: empty values dropped, nested objects as key[sub]
 * (arrays as key[0]), URLSearchParams encoding. The signature covers exactly this text.
 */
export function buildQueryString(params: unknown): string {
  const search = new URLSearchParams();
  const append = (key: string, value: unknown): void => {
    if (value === undefined || value === null || value === '') return;
    if (typeof value === 'object') {
      for (const [sub, inner] of Object.entries(value)) append(key === '' ? sub : `${key}[${sub}]`, inner);
      return;
    }
    if (key !== '') search.append(key, String(value));
  };
  append('', params);
  return search.toString();
}

/**
 * The endpoint's path with its `:name` segments filled in (encoded; commas kept, as lists of
 * dictionary types read better that way). The signature covers the filled path.
 */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? '').replace(/%2C/gi, ','),
  );
}
