// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  JobsResponse,
  QueueCounts,
  StagedUpload,
  TranscodeItem,
} from '#shared/contract/console-jobs.ts';
import { meOf, ok, type ApiCall } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { detailOf } from '#console/testing/series-fixtures.ts';
import { jobsQueryOf } from './jobs.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };
const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function transcode(episodeId: number, fields: Partial<TranscodeItem> = {}): TranscodeItem {
  return {
    episode_id: episodeId,
    series_id: 7,
    series_title: 'Moonlit Vows',
    episode_number: episodeId - 30,
    status: 'queued',
    progress: 0,
    attempts: 1,
    error: null,
    updated_at: ago(5 * MINUTE),
    playable: false,
    ...fields,
  };
}

function staged(id: string, fields: Partial<StagedUpload> = {}): StagedUpload {
  return {
    id,
    filename: `${id}.mp4`,
    series_id: 7,
    series_title: 'Moonlit Vows',
    episode_id: null,
    episode_number: null,
    operator_name: 'Ann Owner',
    mine: true,
    size: 300_000_000,
    received: 150_000_000,
    created_at: ago(10 * MINUTE),
    expires_at: new Date(Date.now() + 23 * 60 * MINUTE).toISOString(),
    ...fields,
  };
}

const QUEUES: QueueCounts[] = [
  { name: 'transcode', queued: 3, active: 1, failed: 0 },
  { name: 'transcode-dead', queued: 2, active: 0, failed: 0 },
  { name: 'push', queued: 0, active: 0, failed: 1234 },
];

const COUNTS = { working: 2, failed: 1, done: 5 };

/** GET /jobs answering each view with its own rows, the counts and queues given. */
function jobsOf(
  rows: Partial<Record<string, TranscodeItem[]>>,
  extra: Partial<JobsResponse> = {},
): (call: ApiCall) => Response {
  return ({ query }) => {
    const items = rows[query.get('view') ?? 'working'] ?? [];
    return ok({ counts: COUNTS, queues: QUEUES, items, total: items.length, ...extra });
  };
}

const noUploads = () => ok({ items: [] });

/** The session as the console asks for it (the shell's check, and the tus calls' CSRF token). */
function signedIn(...who: Parameters<typeof meOf>) {
  return { 'GET /auth/session': () => ok(meOf(...who)), 'GET /auth/me': () => ok(meOf(...who)) };
}

/** A row's button by its text (a text query: role queries are slow over antd's table). */
const buttonIn = (row: HTMLElement, text: string) =>
  within(row).getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

/** The open confirmation's button with this text. */
async function confirmButton(name: string): Promise<HTMLElement> {
  const popup = await waitFor(() => {
    const found = document.querySelector('.ant-popconfirm:not(.ant-popover-hidden)');
    if (!found) throw new Error('no confirmation open');
    return found as HTMLElement;
  });
  return within(popup).getByText(name, { selector: 'button span' }).closest('button') as HTMLElement;
}

describe('jobsQueryOf', () => {
  it('reads the view and paging from the address, in progress unless a known view is named', () => {
    expect(jobsQueryOf(new URLSearchParams('view=failed&page=2'))).toEqual({
      view: 'failed',
      page: 2,
      size: 20,
    });
    expect(jobsQueryOf(new URLSearchParams(''))).toEqual({ view: 'working', page: 1, size: 20 });
    expect(jobsQueryOf(new URLSearchParams('view=lost'))).toEqual({ view: 'working', page: 1, size: 20 });
    expect(jobsQueryOf(new URLSearchParams('view=done&page=zero'))).toEqual({
      view: 'done',
      page: 1,
      size: 20,
    });
  });
});

describe('the uploads and jobs page', SLOW, () => {
  it('shows the three views with their counts; a view is kept in the address', async () => {
    api.answer({
      ...signedIn('editor'),
      'GET /jobs': jobsOf({
        working: [
          transcode(33, { status: 'transcoding', progress: 45, attempts: 2, playable: true }),
          transcode(34),
        ],
        failed: [
          transcode(35, { status: 'failed', error: 'ffmpeg stopped' }),
          transcode(36, { status: 'failed', error: 'The uploaded file is not a video (no video stream)' }),
        ],
      }),
      'GET /jobs/uploads': noUploads,
    });
    const { router } = renderConsole('/console/jobs');
    const running = await rowOf('Episode 3');
    expect(screen.getByText('In progress (2)', { selector: '.ant-segmented-item-label' })).toBeTruthy();
    expect(screen.getByText('Failed (1)', { selector: '.ant-segmented-item-label' })).toBeTruthy();
    expect(
      screen.getByText('Finished in the last 24 hours (5)', { selector: '.ant-segmented-item-label' }),
    ).toBeTruthy();
    expect(api.calls('GET /jobs')[0]?.query.toString()).toBe('view=working&page=1&size=20');
    // The series opens on its episodes; the percentage shows; the earlier video still plays.
    expect(within(running).getByText('Moonlit Vows').closest('a')?.getAttribute('href')).toBe(
      '/console/series/7?tab=episodes',
    );
    expect(within(running).getByText('Transcoding', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(running).getByText('45%')).toBeTruthy();
    expect(within(running).getByText('The earlier video still plays meanwhile')).toBeTruthy();
    expect(within(running).getByText('5 minutes ago')).toBeTruthy();
    const waiting = await rowOf('Episode 4');
    expect(within(waiting).getByText('Waiting', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(waiting).queryByText('The earlier video still plays meanwhile')).toBeNull();
    expect(within(waiting).queryByText('Retry', { selector: 'button span' })).toBeNull();

    fireEvent.click(screen.getByText('Failed (1)', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=failed'));
    const failed = await rowOf('Episode 5');
    expect(within(failed).getByText('Failed', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(failed).getByText('ffmpeg stopped')).toBeTruthy();
    // A reason the server names is said in the console's words.
    const noVideo = await rowOf('Episode 6');
    expect(within(noVideo).getByText('The uploaded file has no video picture in it')).toBeTruthy();
    expect(api.calls('GET /jobs').at(-1)?.query.get('view')).toBe('failed');
  });

  it('opens the view the address names, with its own empty state', async () => {
    api.answer({
      ...signedIn('owner'),
      'GET /jobs': jobsOf({}),
      'GET /jobs/uploads': noUploads,
    });
    renderConsole('/console/jobs?view=done');
    expect(await screen.findByText('No episode finished transcoding in the last 24 hours.')).toBeTruthy();
    expect(api.calls('GET /jobs').map((call) => call.query.get('view'))).toEqual(['done']);
    const selected = document.querySelector('.ant-segmented-item-selected') as HTMLElement;
    expect(selected.textContent).toBe('Finished in the last 24 hours (5)');
  });

  it('goes back to the last page when the rows of a later one have left the view', async () => {
    api.answer({
      ...signedIn('owner'),
      'GET /jobs': jobsOf({ failed: [transcode(35, { status: 'failed', error: 'ffmpeg stopped' })] }),
      'GET /jobs/uploads': noUploads,
    });
    const { router } = renderConsole('/console/jobs?view=failed&page=3');
    await waitFor(() => expect(router.state.location.search).toBe('?view=failed'));
    await waitFor(() => expect(api.calls('GET /jobs').at(-1)?.query.get('page')).toBe('1'));
    expect(await rowOf('Episode 5')).toBeTruthy();
  });

  it('offers the series to upload from when nothing is in progress', async () => {
    api.answer({
      ...signedIn('owner'),
      'GET /jobs': jobsOf({}),
      'GET /jobs/uploads': noUploads,
    });
    renderConsole('/console/jobs');
    expect(await screen.findByText(/Nothing is waiting or transcoding/)).toBeTruthy();
    expect(screen.getByText('Upload episodes from a series').closest('a')?.getAttribute('href')).toBe(
      '/console/series',
    );
  });

  it('retries a failed transcode through the series route, then asks for the list again', async () => {
    let retried = false;
    let answerRetry: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answerRetry = resolve;
    });
    api.answer({
      ...signedIn('editor'),
      'GET /jobs': (call) =>
        jobsOf({
          failed: retried
            ? []
            : [transcode(36, { status: 'failed', error: 'Unreadable file\nmoov atom not found' })],
        })(call),
      'GET /jobs/uploads': noUploads,
      'POST /series/7/episodes/36/retry': async () => {
        await held;
        retried = true;
        return ok(detailOf(7));
      },
    });
    renderConsole('/console/jobs?view=failed');
    const row = await rowOf('Episode 6');
    // The reason keeps its lines.
    const reason = within(row).getByText(/moov atom not found/);
    expect(reason.textContent).toContain('Unreadable file\nmoov atom not found');
    expect((reason.closest('.ant-typography') as HTMLElement).style.whiteSpace).toBe('pre-wrap');
    const before = api.calls('GET /jobs').length;

    fireEvent.click(buttonIn(row, 'Retry'));
    await waitFor(() => expect(buttonIn(row, 'Retry').disabled).toBe(true));
    fireEvent.click(buttonIn(row, 'Retry'));
    answerRetry();
    expect(await screen.findByText('Episode 6 of Moonlit Vows is queued again')).toBeTruthy();
    expect(api.calls('POST /series/7/episodes/36/retry')).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET /jobs').length).toBeGreaterThan(before));
    expect(await screen.findByText('No transcode has failed.')).toBeTruthy();
  });

  it('names the queues and their counts, and warns when the queue does not answer', async () => {
    let down = false;
    api.answer({
      ...signedIn('owner'),
      'GET /jobs': (call) => jobsOf({}, down ? { queues: null } : {})(call),
      'GET /jobs/uploads': noUploads,
    });
    const first = renderConsole('/console/jobs');
    const dead = await rowOf('Transcoding, given up');
    expect(
      within(dead)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Transcoding, given up', '2', '0', '0']);
    expect(within(await rowOf('Push notifications')).getByText('1,234')).toBeTruthy();
    expect(screen.queryByText(/The job queue is not answering/)).toBeNull();

    down = true;
    await first.queryClient.invalidateQueries();
    expect(
      await screen.findByText('The job queue is not answering; the states above are the last ones recorded.'),
    ).toBeTruthy();
    expect(screen.queryByText('Transcoding, given up')).toBeNull();
    // The episodes' states still show.
    expect(screen.getByText('In progress (2)', { selector: '.ant-segmented-item-label' })).toBeTruthy();
  });

  it("lists the uploads arriving; only the operator's own can be cancelled, by a tus DELETE with the CSRF token", async () => {
    let cancelled = false;
    api.answer({
      ...signedIn('editor', 'Ann Owner'),
      'GET /jobs': jobsOf({}),
      'GET /jobs/uploads': () =>
        ok({
          items: [
            ...(cancelled ? [] : [staged('ep3', { episode_id: 33, episode_number: 3 })]),
            staged('ep4', { episode_number: 4, mine: false, operator_name: 'Bob Editor' }),
          ],
        }),
      'DELETE /uploads/ep3': () => {
        cancelled = true;
        return new Response(null, { status: 204, headers: { 'Tus-Resumable': '1.0.0' } });
      },
    });
    renderConsole('/console/jobs');
    const mine = await rowOf('ep3.mp4');
    expect(within(mine).getByText('Replaces episode 3')).toBeTruthy();
    expect(within(mine).getByText('150 MB of 300 MB')).toBeTruthy();
    expect(within(mine).getByText('you')).toBeTruthy();
    expect(within(mine).getByText('in 23 hours')).toBeTruthy();
    const theirs = await rowOf('ep4.mp4');
    expect(within(theirs).getByText('New episode 4')).toBeTruthy();
    expect(within(theirs).getByText('Bob Editor')).toBeTruthy();
    expect(within(theirs).queryByText('Cancel', { selector: 'button span' })).toBeNull();

    fireEvent.click(buttonIn(mine, 'Cancel'));
    expect(await screen.findByText('Cancel this upload?')).toBeTruthy();
    fireEvent.click(await confirmButton('Cancel upload'));
    await waitFor(() => expect(api.calls('DELETE /uploads/ep3')).toHaveLength(1));
    const sent = api.calls('DELETE /uploads/ep3')[0];
    expect(sent?.headers.get('tus-resumable')).toBe('1.0.0');
    expect(sent?.headers.get('x-csrf-token')).toBe('csrf-123');
    expect(await screen.findByText('The upload of ep3.mp4 is cancelled')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('ep3.mp4')).toBeNull());
    expect(screen.getByText('ep4.mp4')).toBeTruthy();
  });

  it('says how an upload continues when none is arriving', async () => {
    api.answer({
      ...signedIn('owner'),
      'GET /jobs': jobsOf({}),
      'GET /jobs/uploads': noUploads,
    });
    renderConsole('/console/jobs');
    expect(
      await screen.findByText(/No upload is arriving\. An upload that stopped part-way continues/),
    ).toBeTruthy();
  });

  it('asks again every few seconds while episodes are in progress', async () => {
    api.answer({
      ...signedIn('owner'),
      'GET /jobs': jobsOf({ working: [transcode(33, { status: 'transcoding', progress: 10 })] }),
      'GET /jobs/uploads': noUploads,
    });
    renderConsole('/console/jobs');
    await rowOf('Episode 3');
    await waitFor(() => expect(api.calls('GET /jobs').length).toBeGreaterThanOrEqual(2), { timeout: 6_000 });
  });

  it('is not in the menu of support', async () => {
    api.answer(signedIn('support'));
    renderConsole('/console/jobs');
    await screen.findByText('Feedback inbox', { selector: '.ant-menu-title-content' });
    expect(screen.queryByText('Uploads & jobs', { selector: '.ant-menu-title-content' })).toBeNull();
    expect(api.calls('GET /jobs')).toHaveLength(0);
  });
});
