/**
 * Saved copies checked again online (decision 0043 addendum): the audit saw episodes saved
 * through VIP keep playing from Downloads for 7 days after the VIP was refunded, and saved
 * titles stay in the language of the download. One /video/detail per series, through the real
 * API client; nothing deleted without an answer.
 */
import { describe, expect, it, vi } from 'vitest';
import type { DownloadRecord } from '#web/lib/download-storage.ts';
import { ok, requests, serve, setUpApiClientTests } from '#web/lib/api-client.testing.ts';
import { detailData, episodeStates } from '#web/testing/fixtures.ts';
import { jsonResponse, networkError } from '#web/testing/network.ts';
import { getSavedRights } from '../api/get-saved-rights.ts';
import { createSavedRefresh, SAVED_CHECK_INTERVAL_MS, SAVED_RETRY_MS } from './saved-refresh.ts';

setUpApiClientTests();

function saved(number: number, overrides: Partial<DownloadRecord> = {}): DownloadRecord {
  return {
    version: 1,
    userId: 7,
    dramaId: 2,
    dramaTitle: 'The True Heiress Returns',
    episodeId: 200 + number,
    number,
    durationMs: 60_000,
    mediaKey: `k2-${number}`,
    bytes: 1000,
    subtitles: [],
    savedAt: Date.now() - 60_000,
    expiresAt: Date.now() + 6 * 86_400_000,
    status: 'done',
    ...overrides,
  };
}

/** Drama 2 after the VIP refund: 6 free episodes, 7 unlocked with coins, 8 and 9 locked. */
function detailAfterRefund(title = '真千金归来') {
  const episodes = episodeStates(9, 6, 200).map((e) =>
    e.number === 7 ? { ...e, unlocked: 1 as const, locked: 0 as const } : e,
  );
  return detailData({ drama: { ...detailData().drama, drama_id: 2, title }, episodes });
}

function device(records: DownloadRecord[]) {
  let stored = [...records];
  const refresh = createSavedRefresh({
    list: () => Promise.resolve(stored),
    check: (dramaId) => getSavedRights(dramaId),
    remove: (record) => {
      stored = stored.filter((r) => r.episodeId !== record.episodeId);
      return Promise.resolve();
    },
    rename: (dramaId, title) => {
      const stale = stored.filter((r) => r.dramaId === dramaId && r.dramaTitle !== title);
      stored = stored.map((r) => (r.dramaId === dramaId ? { ...r, dramaTitle: title } : r));
      return Promise.resolve(stale.length);
    },
    now: Date.now,
  });
  return {
    refresh,
    numbers: () => stored.map((r) => r.number),
    titles: () => stored.map((r) => r.dramaTitle),
  };
}

describe('saved copies checked again online', () => {
  it('deletes the copies the server now calls locked, with one question for the series', async () => {
    serve(() => ok(detailAfterRefund()));
    const phone = device([saved(7), saved(8), saved(9)]);
    expect(await phone.refresh.run([2, 2, 2], 'token-abc\n1')).toEqual({ removed: 2, renamed: 1 });
    expect(phone.numbers()).toEqual([7]);
    expect(requests.map((r) => r.url)).toEqual(['/enjoy-api/video/detail']);
    expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({ drama_id: 2 });
  });

  it('gives the saved records the title in the language asked with', async () => {
    serve(() => ok(detailAfterRefund('真千金归来')));
    const phone = device([saved(1), saved(2)]);
    expect(await phone.refresh.run([2], 'token-abc\n1')).toEqual({ removed: 0, renamed: 2 });
    expect(phone.titles()).toEqual(['真千金归来', '真千金归来']);
  });

  it.each([
    ['a network error', () => networkError()],
    ['a 5xx', () => jsonResponse({ message: 'down' }, 503)],
    ['a server error code', () => jsonResponse({ code: 500, msg: 'Server error', data: null })],
    ['a refusal', () => jsonResponse({ code: 404, msg: 'Not found', data: null })],
  ])('deletes and renames nothing on %s', async (_, answer) => {
    serve(answer);
    const phone = device([saved(8), saved(9)]);
    expect(await phone.refresh.run([2], 'token-abc\n1')).toEqual({ removed: 0, renamed: 0 });
    expect(phone.numbers()).toEqual([8, 9]);
  });

  it('keeps a copy saved after the question left (it may have been unlocked since)', async () => {
    serve(() => ok(detailAfterRefund()));
    const phone = device([saved(8, { savedAt: Date.now() + 1 }), saved(9)]);
    expect((await phone.refresh.run([2], 'token-abc\n1')).removed).toBe(1);
    expect(phone.numbers()).toEqual([8]);
  });

  it('drops an answer that arrives for another account or language', async () => {
    serve(() => ok(detailAfterRefund()));
    const phone = device([saved(8)]);
    expect(await phone.refresh.run([2], 'token-abc\n1', () => false)).toEqual({ removed: 0, renamed: 0 });
    expect(phone.numbers()).toEqual([8]);
  });

  it('asks about a series at most every few minutes, again at once in another language', async () => {
    serve(() => ok(detailAfterRefund()));
    const phone = device([saved(1)]);
    await phone.refresh.run([2], 'token-abc\n1');
    await phone.refresh.run([2], 'token-abc\n1');
    expect(requests).toHaveLength(1);
    await phone.refresh.run([2], 'token-abc\n3');
    expect(requests).toHaveLength(2);
    vi.setSystemTime(Date.now() + SAVED_CHECK_INTERVAL_MS);
    await phone.refresh.run([2], 'token-abc\n1');
    expect(requests).toHaveLength(3);
  });

  it('asks again sooner after no answer', async () => {
    serve(() => networkError());
    const phone = device([saved(8)]);
    await phone.refresh.run([2], 'token-abc\n1');
    await phone.refresh.run([2], 'token-abc\n1');
    expect(requests).toHaveLength(1);
    serve(() => ok(detailAfterRefund()));
    vi.setSystemTime(Date.now() + SAVED_RETRY_MS);
    expect((await phone.refresh.run([2], 'token-abc\n1')).removed).toBe(1);
  });
});
