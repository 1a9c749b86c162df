// @vitest-environment jsdom
/**
 * The Jobs page says a failed transcode's reason in the operator's language, ffmpeg's own
 * English words only behind "Technical details"; and the queue table says which failures it
 * counts (the queue's jobs given up after retries, not the episodes whose file was refused).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QueueCounts, TranscodeItem } from '#shared/contract/console-jobs.ts';
import { applyLanguage } from '#console/lib/i18n.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };
const FFMPEG = 'Invalid data found when processing input';

const failed: TranscodeItem = {
  episode_id: 35,
  series_id: 7,
  series_title: 'Moonlit Vows',
  episode_number: 5,
  status: 'failed',
  progress: 0,
  attempts: 1,
  error: `The uploaded file is not a readable video (${FFMPEG})`,
  updated_at: new Date().toISOString(),
  playable: false,
};
const QUEUES: QueueCounts[] = [{ name: 'transcode', queued: 0, active: 0, failed: 0 }];

function serve() {
  api.answer({
    'GET /auth/session': () => ok(meOf('editor')),
    'GET /auth/me': () => ok(meOf('editor')),
    'GET /jobs': () =>
      ok({ counts: { working: 0, failed: 1, done: 0 }, queues: QUEUES, items: [failed], total: 1 }),
    'GET /jobs/uploads': () => ok({ items: [] }),
  });
}

describe('a failed transcode on the Jobs page', () => {
  it('keeps ffmpeg’s words out of the sentence, behind Technical details', SLOW, async () => {
    serve();
    renderConsole('/console/jobs?view=failed');
    const reason = await screen.findByText('The uploaded file is not a readable video');
    const row = reason.closest('tr') as HTMLElement;
    expect(within(row).queryByText(new RegExp(FFMPEG))).toBeNull();
    fireEvent.click(within(row).getByText('Technical details'));
    expect(await screen.findByText(FFMPEG)).toBeTruthy();
  });

  it('labels the details in the console’s language (Thai)', SLOW, async () => {
    await applyLanguage(4);
    try {
      serve();
      renderConsole('/console/jobs?view=failed');
      const reason = await screen.findByText('ไฟล์ที่อัปโหลดไม่ใช่วิดีโอที่อ่านได้');
      const row = reason.closest('tr') as HTMLElement;
      expect(row.textContent).not.toContain(FFMPEG);
      expect(within(row).getByText('รายละเอียดทางเทคนิค')).toBeTruthy();
    } finally {
      await applyLanguage(3);
    }
  });

  it('says what the queue table’s failed column counts', SLOW, async () => {
    serve();
    renderConsole('/console/jobs');
    await screen.findByText('Failed after retries');
    const hint = await screen.findByTestId('queues-hint');
    expect(hint.textContent).toContain('not counted here');
    await waitFor(() =>
      expect(screen.getByText('Failed (1)', { selector: '.ant-segmented-item-label' })).toBeTruthy(),
    );
  });
});
