/**
 * Fails (exit 1) when any locale file has a different key set than the reference zh-Hant.json
 * of its folder, a non-string or empty value, or different placeholders for a key (plural forms
 * `_one`, `_other`... may leave some out). Three folders, the same rules: the web's
 * (src/web/locales, `{{name}}`), the operator console's (src/console/locales, `{{name}}`) and
 * the server's (src/server/locales, `{name}`).
 *
 *   node --import tsx scripts/check-locales.ts
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareKeys, placeholderProblem } from '../src/web/locales/compare-keys.ts';

interface LocaleFolder {
  dir: string;
  /** The folder's placeholders written as the web's `{{name}}`, which compare-keys reads. */
  normalise: (message: string) => string;
}

const FOLDERS: LocaleFolder[] = [
  { dir: '../src/web/locales/', normalise: (message) => message },
  { dir: '../src/console/locales/', normalise: (message) => message },
  { dir: '../src/server/locales/', normalise: (message) => message.replace(/\{(\w+)\}/g, '{{$1}}') },
];
const REFERENCE = 'zh-Hant.json';

async function readLocale(dir: string, file: string): Promise<Record<string, unknown>> {
  const parsed: unknown = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file}: not a JSON object`);
  }
  return parsed as Record<string, unknown>;
}

function normalised(locale: Record<string, unknown>, folder: LocaleFolder): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(locale).map(([key, value]) => [
      key,
      typeof value === 'string' ? folder.normalise(value) : value,
    ]),
  );
}

async function checkFolder(folder: LocaleFolder, problems: string[]): Promise<string> {
  const dir = fileURLToPath(new URL(folder.dir, import.meta.url));
  const name = path.relative(process.cwd(), dir) || dir;
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const reference = normalised(await readLocale(dir, REFERENCE), folder);

  for (const file of files) {
    const where = path.join(name, file);
    const locale = file === REFERENCE ? reference : normalised(await readLocale(dir, file), folder);
    const { missing, extra } = compareKeys(reference, locale);
    for (const key of missing) problems.push(`${where}: missing key "${key}"`);
    for (const key of extra) problems.push(`${where}: extra key "${key}"`);
    for (const [key, value] of Object.entries(locale)) {
      if (typeof value !== 'string') {
        problems.push(`${where}: "${key}" is not a string`);
        continue;
      }
      if (value.trim() === '') problems.push(`${where}: "${key}" is empty`);
      const problem = placeholderProblem(key, value, reference);
      if (problem) problems.push(`${where}: "${key}" ${problem}`);
    }
  }
  return `${name}: ${files.length} locales, ${Object.keys(reference).length} keys each`;
}

async function main(): Promise<number> {
  const problems: string[] = [];
  const summaries: string[] = [];
  for (const folder of FOLDERS) summaries.push(await checkFolder(folder, problems));

  if (problems.length > 0) {
    console.error(
      `check-locales: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    return 1;
  }
  console.log(`check-locales: all consistent (${summaries.join('; ')})`);
  return 0;
}

process.exitCode = await main();
