/**
 * Downloads go on (decision 0056): a page that closes or reloads mid-download cannot hand its
 * downloads to the browser in time (the handover is asynchronous), and one without Background
 * Fetch stops them anyway, so what it left unfinished goes on by itself at the next start of
 * the app and whenever the Downloads page lists the downloads: the current user's episodes
 * still downloading or stopped (not for want of space), that no tab and no background fetch
 * downloads. The server is asked again for fresh signed URLs (the files already stored are
 * skipped). Deleting a download is how it is cancelled: its record is gone, nothing resumes.
 * Each episode resumes once per page at most, so a copy that keeps failing waits for a tap.
 */
import { DOWNLOAD_MAX_EPISODES } from '#shared/contract/download.ts';
import { runningBackgroundDownloads } from '#web/lib/background-fetch.ts';
import { downloadsSupported, listDownloads, type DownloadRecord } from '#web/lib/download-storage.ts';
import { useSession } from '#web/stores/session.ts';
import { getDownloadPlan } from '../api/get-download-plan.ts';
import { failureOf } from './download-groups.ts';
import { downloadsHere, startDownloads } from './download-queue.ts';
import { followOtherTabs } from './download-tabs.ts';

/** Episodes this page has resumed already. */
const resumed = new Set<number>();
let running: Promise<number> | undefined;

/** Runs of consecutive episode numbers of one series, at most a request's worth each. */
function requestsFor(records: readonly DownloadRecord[]): DownloadRecord[][] {
  const sorted = [...records].sort((a, b) => a.dramaId - b.dramaId || a.number - b.number);
  const runs: DownloadRecord[][] = [];
  for (const record of sorted) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    const follows = last?.dramaId === record.dramaId && last.number + 1 === record.number;
    if (run && follows && run.length < DOWNLOAD_MAX_EPISODES) run.push(record);
    else runs.push([record]);
  }
  return runs;
}

async function resumeRun(run: readonly DownloadRecord[], userId: number): Promise<number> {
  const first = run[0];
  if (!first) return 0;
  // Offline, refused or locked since (a VIP that ended): it waits for the next start or a tap.
  const result = await getDownloadPlan(
    { dramaId: first.dramaId, count: run.length, from: first.number },
    { silent: true },
  ).catch(() => undefined);
  if (result?.status !== 'ok') return 0;
  const wanted = new Set(run.map((record) => record.episodeId));
  const episodes = result.plan.episodes.filter((episode) => wanted.has(episode.episode_id));
  for (const episode of episodes) resumed.add(episode.episode_id);
  if (episodes.length === 0) return 0;
  const outcome = await startDownloads(episodes, { dramaId: first.dramaId, title: first.dramaTitle }, userId);
  return outcome.downloading;
}

async function resume(): Promise<number> {
  const userId = useSession.getState().userId;
  if (userId === null || !downloadsSupported() || navigator.onLine === false) return 0;
  const unfinished = (await listDownloads()).filter(
    (record) =>
      record.userId === userId &&
      record.status !== 'done' &&
      failureOf(record) !== 'storage' &&
      !resumed.has(record.episodeId) &&
      !downloadsHere(record.episodeId),
  );
  if (unfinished.length === 0) return 0;
  const [otherTabs, inBackground] = await Promise.all([
    followOtherTabs(),
    runningBackgroundDownloads().catch(() => new Map<number, unknown>()),
  ]);
  const orphans = unfinished.filter((r) => !otherTabs.has(r.episodeId) && !inBackground.has(r.episodeId));
  let count = 0;
  for (const run of requestsFor(orphans)) count += await resumeRun(run, userId);
  return count;
}

/**
 * Resumes the unfinished downloads nobody downloads; how many go on. One pass at a time: a call
 * meanwhile shares it.
 */
export function resumeDownloads(): Promise<number> {
  running ??= resume()
    .catch(() => 0)
    .finally(() => {
      running = undefined;
    });
  return running;
}
