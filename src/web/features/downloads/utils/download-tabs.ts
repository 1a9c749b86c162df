/**
 * Downloads across the app's tabs (decision 0056). A page holds the Web Lock
 * `enjoy-download-<episode id>` for each episode it downloads (waiting its turn or running), so
 * another tab sees it runs (`navigator.locks.query()`), never starts a second copy, and learns
 * when it ends or its tab closes (a request of its own for the lock is granted then). The bytes
 * stored so far go to the other tabs on a BroadcastChannel, so they show the same progress.
 * Without Web Locks, the progress heard on the channel is what says another tab has it.
 */
import { refreshList, setProgress, useDownloadProgress, type LiveProgress } from './download-progress.ts';

const LOCK_PREFIX = 'enjoy-download-';
const CHANNEL_NAME = 'enjoy-downloads';

type TabMessage =
  | { type: 'progress'; episodeId: number; progress: LiveProgress | null }
  /** A tab that opened asks the others for the progress of what they download. */
  | { type: 'ask' }
  /** A tab started downloads: their records are new to the others' lists. */
  | { type: 'list' };

/** Episodes this page holds the lock of, with their progress (told to a tab that asks). */
const mine = new Map<number, LiveProgress | null>();
/** Episodes another tab downloads, as far as this page knows. */
const elsewhere = new Set<number>();
/** Episodes whose lock this page waits for, to learn when the other tab lets go. */
const waiting = new Set<number>();
let channel: BroadcastChannel | undefined;

function lockManager(): LockManager | undefined {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
}

function lockName(episodeId: number): string {
  return `${LOCK_PREFIX}${episodeId}`;
}

function post(message: TabMessage): void {
  try {
    channel?.postMessage(message);
  } catch {
    // A closed channel: the other tabs learn it from the lock.
  }
}

function onMessage(event: MessageEvent<TabMessage>): void {
  const message = event.data;
  if (message.type === 'ask') {
    // Those still waiting their turn have no progress yet: the asking tab sees their locks.
    for (const [episodeId, progress] of mine) if (progress) post({ type: 'progress', episodeId, progress });
    return;
  }
  if (message.type === 'list') {
    refreshList();
    return;
  }
  if (message.type !== 'progress' || mine.has(message.episodeId)) return;
  if (message.progress) {
    // One started in another tab: its record is new to this page's list.
    const known = elsewhere.has(message.episodeId);
    elsewhere.add(message.episodeId);
    setProgress(message.episodeId, message.progress);
    watchRelease(message.episodeId);
    if (!known) refreshList();
  } else {
    settledElsewhere(message.episodeId);
  }
}

/** Listens to the other tabs (once), where the browser has BroadcastChannel. */
function openChannel(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.addEventListener('message', onMessage);
}

function settledElsewhere(episodeId: number): void {
  if (!elsewhere.delete(episodeId)) return;
  if (!mine.has(episodeId)) setProgress(episodeId, undefined);
  refreshList();
}

/** Learns when another tab lets an episode go (done, failed, handed over, or the tab closed). */
function watchRelease(episodeId: number): void {
  const locks = lockManager();
  if (!locks || waiting.has(episodeId)) return;
  waiting.add(episodeId);
  // Granted once the other tab has let go; released at once (the callback returns nothing).
  // Shared, so that no tab takes this brief hold for a download (they hold theirs exclusive).
  locks
    .request(lockName(episodeId), { mode: 'shared' }, () => undefined)
    .catch(() => undefined)
    .finally(() => {
      waiting.delete(episodeId);
      settledElsewhere(episodeId);
    });
}

/** Another tab downloads it: shown as downloading here, from 0 until that tab tells more. */
function noteElsewhere(episodeId: number): void {
  openChannel();
  elsewhere.add(episodeId);
  if (!useDownloadProgress.getState().running[episodeId]) setProgress(episodeId, { done: 0, total: 0 });
  watchRelease(episodeId);
}

/**
 * Takes an episode for this page: a release to call once it is done, or undefined when another
 * tab downloads it already. Where the browser has no Web Locks, only the progress another tab
 * told says so.
 */
export function claimEpisode(episodeId: number): Promise<(() => void) | undefined> {
  openChannel();
  const locks = lockManager();
  const taken = (release: () => void) => {
    mine.set(episodeId, null);
    return () => {
      if (!mine.has(episodeId)) return;
      mine.delete(episodeId);
      post({ type: 'progress', episodeId, progress: null });
      release();
    };
  };
  if (!locks) return Promise.resolve(elsewhere.has(episodeId) ? undefined : taken(() => undefined));
  return new Promise((resolve) => {
    locks
      .request(lockName(episodeId), { ifAvailable: true }, (lock) => {
        if (!lock) {
          noteElsewhere(episodeId);
          resolve(undefined);
          return undefined;
        }
        // Held until the page lets go of the episode.
        return new Promise<void>((release) => resolve(taken(() => release())));
      })
      .catch(() => resolve(taken(() => undefined)));
  });
}

/** Tells the other tabs that this page started downloads (they list them, as downloading). */
export function announceDownloads(): void {
  post({ type: 'list' });
}

/** Tells the other tabs how far this page is with an episode it holds. */
export function shareProgress(episodeId: number, progress: LiveProgress): void {
  if (!mine.has(episodeId)) return;
  mine.set(episodeId, progress);
  post({ type: 'progress', episodeId, progress });
}

/**
 * The episodes other tabs download now (their locks), shown as downloading here; the other
 * tabs are asked for their progress. Where the browser has no Web Locks: those heard of.
 */
export async function followOtherTabs(): Promise<Set<number>> {
  openChannel();
  post({ type: 'ask' });
  const locks = lockManager();
  if (!locks) return new Set(elsewhere);
  const state = await locks.query().catch(() => ({ held: [] as LockInfo[] }));
  for (const lock of state.held ?? []) {
    if (lock.mode !== 'exclusive') continue;
    const episodeId = Number(lock.name?.startsWith(LOCK_PREFIX) ? lock.name.slice(LOCK_PREFIX.length) : NaN);
    if (Number.isInteger(episodeId) && !mine.has(episodeId)) noteElsewhere(episodeId);
  }
  return new Set(elsewhere);
}
