/**
 * `npm run demo:traffic -- --viewers 50 [--seed N] [--url http://127.0.0.1:8080]`: realistic
 * viewer traffic through the public API of a running server, so an operator trying the
 * console sees live numbers (issue 18): guests watch, meet the paywall, buy coins in the
 * sandbox gateway (SANDBOX on), unlock, and invite friends who register. The same seed gives
 * the same traffic. The sign key is read from the server's page, or API_SIGN_KEY.
 */
import { pathToFileURL } from 'node:url';
import { signKeyOf, viewerClient } from './demo/client.ts';
import { emptyReport, viewerVisit, type TrafficReport } from './demo/journey.ts';

export interface TrafficOptions {
  url: string;
  viewers: number;
  seed: number;
  signKey?: string | undefined;
  /** Viewers at once. */
  concurrency?: number;
}

export async function runDemoTraffic(options: TrafficOptions): Promise<TrafficReport> {
  const base = options.url.replace(/\/+$/, '');
  const key = options.signKey ?? (await signKeyOf(base));
  if (!key) throw new Error(`no sign key: ${base}/ serves no app page; set API_SIGN_KEY`);
  const client = viewerClient(base, key);
  const report = emptyReport();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < options.viewers; i = next++) {
      const udid = `demo-${options.seed}-${String(i).padStart(5, '0')}`;
      await viewerVisit(client, { udid, seed: options.seed * 100_003 + i, report });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return report;
}

function argument(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
}

async function main(args: readonly string[]): Promise<void> {
  const viewers = Number(argument(args, 'viewers') ?? 50);
  const seed = Number(argument(args, 'seed') ?? 1);
  const url = argument(args, 'url') ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
  if (!Number.isInteger(viewers) || viewers < 1 || viewers > 10_000 || !Number.isInteger(seed)) {
    process.stderr.write('usage: npm run demo:traffic -- --viewers 50 [--seed N] [--url http://host:port]\n');
    process.exit(2);
  }
  const started = Date.now();
  const report = await runDemoTraffic({ url, viewers, seed, signKey: process.env.API_SIGN_KEY });
  process.stdout.write(`${JSON.stringify({ ...report, seconds: (Date.now() - started) / 1000 }, null, 2)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`demo:traffic: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
