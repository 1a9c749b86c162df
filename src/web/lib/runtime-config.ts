/**
 * The public runtime config the server injects into index.html (or serves as
 * /runtime-config.js in dev): one build runs against any deployment and sign key.
 */
import { z } from 'zod';
import { API_PREFIX, APP_VERSION } from '#shared/constants.ts';

const runtimeConfigSchema = z.object({
  apiSignKey: z.string().catch(''),
  apiBase: z.string().catch(API_PREFIX),
  version: z.string().catch(APP_VERSION),
  mediaBaseUrl: z.string().catch(''),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

const DEFAULTS: RuntimeConfig = {
  apiSignKey: '',
  apiBase: API_PREFIX,
  version: APP_VERSION,
  mediaBaseUrl: '',
};

let cache: { source: unknown; value: RuntimeConfig } | undefined;

/** Parsed once per injected object; missing or malformed fields fall back to the defaults. */
export function getRuntimeConfig(): RuntimeConfig {
  const source: unknown = (globalThis as { __APP_CONFIG__?: unknown }).__APP_CONFIG__;
  if (cache && cache.source === source) return cache.value;
  const parsed = runtimeConfigSchema.safeParse(source ?? {});
  const value = parsed.success ? parsed.data : DEFAULTS;
  cache = { source, value };
  return value;
}
