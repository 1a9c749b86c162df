/**
 * The import boundaries of eslint.config.js (STYLE house rules 1 and 2) hold: each rule refuses
 * a bad import and allows a good one, through ESLint's Node API on the repository's own config.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

/** The boundary messages ESLint gives an `import` of `specifier` in a file at `filePath`. */
async function refusals(specifier: string, filePath: string): Promise<string[]> {
  const code = `import { value } from '${specifier}';\nexport const copy = value;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// Loading the config and the TypeScript parser takes seconds on a busy machine: once, up front.
beforeAll(async () => {
  await eslint.lintText('', { filePath: 'src/shared/example.ts' });
}, 60_000);
/** Each lint is quick once loaded; the margin is for a machine shared with other test runs. */
const SLOW = { timeout: 30_000 };

const PAY_FILE = 'src/web/features/pay/components/example.tsx';
const SHARED_FILE = 'src/shared/contract/example.ts';

describe('a web feature imports no other feature', SLOW, () => {
  it('refuses another feature by alias and by a relative path', async () => {
    expect(await refusals('#web/features/login/api/email-bind.ts', PAY_FILE)).toEqual([
      expect.stringContaining('does not import another feature'),
    ]);
    expect(await refusals('../../login/api/email-bind.ts', PAY_FILE)).toHaveLength(1);
    expect(await refusals('../../../features/player/api/get-detail.ts', PAY_FILE)).toHaveLength(1);
  });

  it('allows its own feature and the shared web layers', async () => {
    for (const good of [
      '../api/create-order.ts',
      '#web/features/pay/api/create-order.ts',
      '#web/lib/api-client.ts',
      '#web/components/offline-banner.tsx',
      '#web/stores/session.ts',
      '#web/hooks/use-app-navigation.ts',
      '#shared/constants.ts',
    ]) {
      expect(await refusals(good, PAY_FILE), good).toEqual([]);
    }
  });

  it('routes compose features', async () => {
    expect(
      await refusals('#web/features/login/api/email-bind.ts', 'src/web/routes/pages/example.tsx'),
    ).toEqual([]);
  });

  it('keeps the web-wide rules inside features (no server code)', async () => {
    expect(await refusals('#server/app.ts', PAY_FILE)).toHaveLength(1);
    expect(await refusals('#db/client.ts', 'src/web/lib/example.ts')).toHaveLength(1);
  });
});

describe('src/shared imports nothing of server, web or db', SLOW, () => {
  it('refuses them by alias and by a relative path', async () => {
    for (const bad of [
      '#server/app.ts',
      '#web/lib/api-client.ts',
      '#db/client.ts',
      '../../server/app.ts',
      '../web/x.ts',
    ]) {
      expect(await refusals(bad, SHARED_FILE), bad).toEqual([
        expect.stringContaining('src/shared imports nothing'),
      ]);
    }
    expect(await refusals('node:crypto', SHARED_FILE)).toHaveLength(1);
  });

  it('allows shared code', async () => {
    expect(await refusals('#shared/api-codes.ts', SHARED_FILE)).toEqual([]);
    expect(await refusals('./user.ts', SHARED_FILE)).toEqual([]);
  });
});

describe('Drizzle only in repositories', SLOW, () => {
  const SERVICE = 'src/server/modules/money/example.service.ts';
  it('refuses drizzle-orm in a service, a route or a plugin', async () => {
    for (const file of [
      SERVICE,
      'src/server/modules/pay/example.routes.ts',
      'src/server/plugins/example.ts',
    ]) {
      expect(await refusals('drizzle-orm', file), file).toEqual([
        expect.stringContaining('Only a *.repository.ts file writes SQL'),
      ]);
    }
    expect(await refusals('drizzle-orm/pg-core', SERVICE)).toHaveLength(1);
  });

  it('allows it in a repository, a test and the test helpers', async () => {
    for (const file of [
      'src/server/modules/money/example.repository.ts',
      'src/server/modules/money/example.api.test.ts',
      'src/server/testing/example.ts',
    ]) {
      expect(await refusals('drizzle-orm', file), file).toEqual([]);
    }
  });
});

describe('the console and the viewer app stay apart', SLOW, () => {
  const CONSOLE_FILE = 'src/console/routes/example.tsx';
  const AUDIT_FILE = 'src/console/features/audit/components/example.tsx';

  it('refuses src/web, src/server and src/db in the console, by alias and by a relative path', async () => {
    for (const bad of [
      '#web/lib/api-client.ts',
      '#server/app.ts',
      '#db/client.ts',
      '../../web/lib/i18n.ts',
    ]) {
      expect(await refusals(bad, CONSOLE_FILE), bad).toEqual([
        expect.stringContaining('The console imports only src/shared and itself'),
      ]);
    }
    expect(await refusals('antd-mobile', CONSOLE_FILE)).toHaveLength(1);
    expect(await refusals('node:fs', CONSOLE_FILE)).toHaveLength(1);
  });

  it('allows the console its own layers and src/shared', async () => {
    for (const good of [
      '#console/lib/api-client.ts',
      '#shared/contract/console-auth.ts',
      'antd',
      '../lib/audit-diff.ts',
    ]) {
      expect(await refusals(good, AUDIT_FILE), good).toEqual([]);
    }
  });

  it('keeps console features apart like the web ones', async () => {
    expect(await refusals('#console/features/operators/api/get-operators.ts', AUDIT_FILE)).toEqual([
      expect.stringContaining('does not import another feature'),
    ]);
    expect(await refusals('#console/features/operators/api/get-operators.ts', CONSOLE_FILE)).toEqual([]);
  });

  it('refuses the console in the viewer app and in src/shared', async () => {
    expect(await refusals('#console/lib/i18n.ts', 'src/web/lib/example.ts')).toEqual([
      expect.stringContaining('never imports the operator console'),
    ]);
    expect(await refusals('#console/lib/i18n.ts', PAY_FILE)).toHaveLength(1);
    expect(await refusals('#console/lib/i18n.ts', SHARED_FILE)).toHaveLength(1);
  });
});

describe('a rate limit used as a handler counts under its own name', SLOW, () => {
  const syntaxRefusals = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };
  const bare = 'export const limit = (app: { rateLimit(o: object): void }) => app.rateLimit({ max: 1 });\n';

  it('refuses app.rateLimit() in server code and allows it in the plugin that names it', async () => {
    expect(await syntaxRefusals(bare, 'src/server/modules/pay/example.ts')).toEqual([
      expect.stringContaining('namedRateLimit'),
    ]);
    expect(await syntaxRefusals(bare, 'src/server/plugins/rate-limit.ts')).toEqual([]);
  });
});
