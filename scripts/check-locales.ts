/**
 * Fails (exit 1) when any locale file of src/web/locales has a different key set than the
 * reference zh-Hant.json, a non-string value, or different {{placeholders}} for a key.
 *
 *   node --import tsx scripts/check-locales.ts
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareKeys, placeholderProblem } from '../src/web/locales/compare-keys.ts';

const LOCALES_DIR = fileURLToPath(new URL('../src/web/locales/', import.meta.url));
const REFERENCE = 'zh-Hant.json';

async function readLocale(file: string): Promise<Record<string, unknown>> {
  const parsed: unknown = JSON.parse(await readFile(path.join(LOCALES_DIR, file), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file}: not a JSON object`);
  }
  return parsed as Record<string, unknown>;
}

async function main(): Promise<number> {
  const files = (await readdir(LOCALES_DIR)).filter((f) => f.endsWith('.json')).sort();
  const reference = await readLocale(REFERENCE);
  const problems: string[] = [];

  for (const file of files) {
    const locale = file === REFERENCE ? reference : await readLocale(file);
    const { missing, extra } = compareKeys(reference, locale);
    for (const key of missing) problems.push(`${file}: missing key "${key}"`);
    for (const key of extra) problems.push(`${file}: extra key "${key}"`);
    for (const [key, value] of Object.entries(locale)) {
      if (typeof value !== 'string') {
        problems.push(`${file}: "${key}" is not a string`);
        continue;
      }
      const problem = placeholderProblem(key, value, reference);
      if (problem) problems.push(`${file}: "${key}" ${problem}`);
    }
  }

  if (problems.length > 0) {
    console.error(
      `check-locales: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    return 1;
  }
  console.log(
    `check-locales: ${files.length} locales, ${Object.keys(reference).length} keys each, all consistent`,
  );
  return 0;
}

process.exitCode = await main();
