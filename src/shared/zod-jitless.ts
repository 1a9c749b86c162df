/**
 * zod builds object parsers with `new Function` where it may, and finds out with a caught
 * `new Function('')` when its first object schema is made. Under the app's
 * Content-Security-Policy (no 'unsafe-eval', docs/decisions/0017) that probe is refused and
 * reported as a violation, so the parsers are plain functions instead (`jitless`).
 *
 * Set through zod's global configuration object (`globalThis.__zod_globalConfig`, which zod
 * creates only when it is missing and `z.config()` writes to) rather than by calling
 * `z.config()`: this module must run before any schema is made, and the build splits the
 * entry into chunks that import each other, so zod's own module may not have run yet when
 * main.tsx's first import does (calling z.config() then throws). Either order works this way.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
