/**
 * At the app's start, once the first screen is up and the browser is idle: the downloads a
 * closed or reloaded page left unfinished go on (resume-downloads.ts, decision 0056). Its code
 * is loaded only when there is such a download.
 */
import { downloadsSupported, listDownloads } from '#web/lib/download-storage.ts';

const FALLBACK_DELAY_MS = 3000;

async function resumeIfAny(): Promise<void> {
  if (!downloadsSupported()) return;
  if (!(await listDownloads()).some((record) => record.status !== 'done')) return;
  const { resumeDownloads } = await import('./resume-downloads.ts');
  await resumeDownloads();
}

export function resumeDownloadsWhenIdle(): void {
  const run = (): void => void resumeIfAny().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 10_000 });
  else window.setTimeout(run, FALLBACK_DELAY_MS);
}
