// @vitest-environment jsdom
// Test only: Node's File for the uploads (see `video` below).
// eslint-disable-next-line no-restricted-imports
import { File as NodeFile } from 'node:buffer';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage } from '#console/lib/i18n.ts';
import { installBrowserStandIns } from '#console/testing/render.tsx';
import { CSRF, setupFakeTus } from '../testing/fake-tus-endpoint.ts';
import type { UploadedEpisodeFile } from '../hooks/use-episode-uploads.ts';
import { EpisodeUploader } from './episode-uploader.tsx';

const tus = setupFakeTus();
const SLOW = { timeout: 30_000 };

beforeAll(async () => {
  installBrowserStandIns();
  await applyLanguage(3);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/**
 * Node's File, not jsdom's: Mock Service Worker reads the XMLHttpRequest body through Node's
 * fetch, which cannot read a jsdom Blob (the slices tus-js-client sends).
 */
const video = (name: string, size = 2048) =>
  new NodeFile([new Uint8Array(size).fill(1)], name, {
    type: 'video/mp4',
    lastModified: 1_700_000_000_000,
  }) as unknown as File;

function show(props: { episodeId?: number } = {}) {
  const uploaded: UploadedEpisodeFile[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConfigProvider>
        <AntApp>
          <EpisodeUploader seriesId={7} {...props} onUploaded={(file) => uploaded.push(file)} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return uploaded;
}

function drop(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

/** The episode number each created upload carried, by file name. */
const numbersSent = () =>
  Object.fromEntries(tus.calls('POST').map((c) => [c.metadata.filename, c.metadata.episode_number]));

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('the episode uploader', SLOW, () => {
  it('says a picked file is not uploaded yet (never "Ready", the word for a playable episode)', async () => {
    show();
    drop([video('ep01.mp4')]);
    await screen.findByText('ep01.mp4');
    const status = rowOf('ep01.mp4').getByTestId('upload-status');
    expect(status.textContent).toBe('Not uploaded yet');
    expect(status.textContent).not.toContain('Ready');
  });

  it('numbers dropped files from their names, lets them change, and uploads them all', async () => {
    const uploaded = show();
    drop([video('ep01.mp4'), video('第3集.mov'), video('trailer.mp4'), video('notes.txt')]);
    await screen.findByText('trailer.mp4');
    const numbers = screen.getAllByRole('spinbutton') as HTMLInputElement[];
    expect(numbers.map((input) => input.value)).toEqual(['1', '3', '']);
    fireEvent.change(numbers[2] as HTMLInputElement, { target: { value: '4' } });
    expect(rowOf('notes.txt').getByTestId('upload-error').textContent).toBe(
      'Only .mp4, .mov and .m4v files can be uploaded',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Start uploading (3)' }));
    await waitFor(() => expect(screen.getByTestId('upload-summary').textContent).toBe('3 of 3 uploaded'));
    expect(uploaded.map((f) => [f.name, f.episodeNumber])).toEqual(
      expect.arrayContaining([
        ['ep01.mp4', 1],
        ['第3集.mov', 3],
        ['trailer.mp4', 4],
      ]),
    );
    const posts = tus.calls('POST');
    expect(posts.map((c) => c.metadata.filename).sort()).toEqual(['ep01.mp4', 'trailer.mp4', '第3集.mov']);
    expect(posts.find((c) => c.metadata.filename === 'trailer.mp4')?.metadata).toEqual({
      series_id: '7',
      filename: 'trailer.mp4',
      episode_number: '4',
    });
    for (const call of [...posts, ...tus.calls('PATCH')]) {
      expect(call.headers.get('x-csrf-token')).toBe(CSRF);
      expect(call.headers.get('language')).toBe('3');
    }
    // Finished uploads leave nothing to resume in localStorage.
    expect(Object.keys(localStorage).filter((k) => k.startsWith('tus::'))).toEqual([]);
  });

  it("shows the server's refusal and uploads on retry", async () => {
    const uploaded = show();
    tus.refuseNext(404, 404, 'Series 7 does not exist');
    drop([video('ep02.mp4')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Start uploading (1)' }));
    expect((await screen.findByTestId('upload-error')).textContent).toBe('Series 7 does not exist');
    fireEvent.click(rowOf('ep02.mp4').getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(uploaded).toHaveLength(1));
    expect(screen.queryByTestId('upload-error')).toBeNull();
  });

  it('pauses, then resumes from the offset the server has', async () => {
    show();
    const release = tus.hold();
    drop([video('ep05.mp4'), video('ep06.mp4')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Start uploading (2)' }));
    await waitFor(() => expect(tus.calls('PATCH')).toHaveLength(2));
    fireEvent.click(rowOf('ep05.mp4').getByRole('button', { name: 'Pause' }));
    await rowOf('ep05.mp4').findByText('Paused');
    release();

    fireEvent.click(rowOf('ep05.mp4').getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(rowOf('ep05.mp4').getByTestId('upload-status').textContent).toBe('Uploaded'));
    // The resumed upload asked the server where it was instead of starting again.
    expect(tus.calls('POST')).toHaveLength(2);
    expect(tus.calls('HEAD').length).toBeGreaterThanOrEqual(1);

    await waitFor(() => expect(rowOf('ep06.mp4').getByTestId('upload-status').textContent).toBe('Uploaded'));
    expect(rowOf('ep06.mp4').queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('cancels an upload on the server', async () => {
    show();
    tus.hold();
    drop([video('ep08.mp4')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Start uploading (1)' }));
    await waitFor(() => expect(tus.calls('PATCH')).toHaveLength(1));
    fireEvent.click(rowOf('ep08.mp4').getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Cancel this upload? What was sent is deleted.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(tus.calls('DELETE')).toHaveLength(1));
    expect(screen.queryByText('ep08.mp4')).toBeNull();
  });

  it('after a reload, names the unfinished files and continues one dropped again', async () => {
    const file = video('ep09.mp4', 4096);
    const metadata = { series_id: '7', filename: 'ep09.mp4', episode_number: '9' };
    tus.seed('old', { size: 4096, offset: 1024, metadata });
    const fingerprint = [
      'tus-br',
      file.name,
      file.type,
      file.size,
      file.lastModified,
      '/console-api/uploads',
    ].join('-');
    localStorage.setItem(
      `tus::${fingerprint}::1`,
      JSON.stringify({
        size: 4096,
        metadata,
        creationTime: new Date().toString(),
        uploadUrl: '/console-api/uploads/old',
      }),
    );
    const uploaded = show();
    await screen.findByText('Drop the same files again and they continue where they stopped: ep09.mp4');
    drop([file]);
    fireEvent.click(await screen.findByRole('button', { name: 'Start uploading (1)' }));
    await waitFor(() => expect(uploaded).toHaveLength(1));
    expect(tus.calls('POST')).toHaveLength(0);
    expect(tus.calls('PATCH')[0]?.headers.get('upload-offset')).toBe('1024');
    expect(tus.uploads.get('old')?.offset).toBe(4096);
  });

  it('gives every file of a batch its own episode: an unnamed one after the named one', async () => {
    const uploaded = show();
    drop([video('ep01.mp4'), video('behind the scenes.mp4', 1024)]);
    expect((await rowOf('behind the scenes.mp4').findByTestId('upload-next-number')).textContent).toBe(
      'Will be episode 2',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start uploading (2)' }));
    await waitFor(() => expect(screen.getByTestId('upload-summary').textContent).toBe('2 of 2 uploaded'));
    // Each upload carries its own number: whichever ends first, two episodes.
    expect(numbersSent()).toEqual({ 'ep01.mp4': '1', 'behind the scenes.mp4': '2' });
    expect(rowOf('behind the scenes.mp4').getByText('Episode 2')).toBeTruthy();
    expect(uploaded.map((f) => [f.name, f.episodeNumber]).sort()).toEqual([
      ['behind the scenes.mp4', 2],
      ['ep01.mp4', 1],
    ]);
  });

  it("numbers after the series' episodes and shows which file replaces one", async () => {
    tus.episodes([1, 2, 3]);
    show();
    drop([video('ep02.mp4'), video('bloopers.mp4'), video('outtakes.mp4')]);
    expect((await rowOf('ep02.mp4').findByTestId('upload-replaces')).textContent).toBe('Replaces episode 2');
    expect(screen.getAllByTestId('upload-next-number').map((el) => el.textContent)).toEqual([
      'Will be episode 4',
      'Will be episode 5',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Start uploading (3)' }));
    await waitFor(() => expect(screen.getByTestId('upload-summary').textContent).toBe('3 of 3 uploaded'));
    expect(numbersSent()).toEqual({ 'ep02.mp4': '2', 'bloopers.mp4': '4', 'outtakes.mp4': '5' });
    expect(rowOf('ep02.mp4').getByTestId('upload-replaces').textContent).toBe('Replaces episode 2');
    expect(rowOf('outtakes.mp4').queryByTestId('upload-replaces')).toBeNull();
  });

  it("sends nothing before the series' episodes are known, then numbers after them", async () => {
    const release = tus.holdSeries();
    tus.episodes([1, 2, 3]);
    show();
    drop([video('a.mp4'), video('b.mp4')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Start uploading (2)' }));
    expect(rowOf('a.mp4').getByTestId('upload-status').textContent).toBe(
      "Waiting for the series' episode list",
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tus.calls('POST')).toHaveLength(0);
    release();
    await waitFor(() => expect(screen.getByTestId('upload-summary').textContent).toBe('2 of 2 uploaded'));
    expect(numbersSent()).toEqual({ 'a.mp4': '4', 'b.mp4': '5' });
  });

  it('does not continue an earlier upload of the file sent without this number', async () => {
    const file = video('extra.mp4', 4096);
    const metadata = { series_id: '7', filename: 'extra.mp4' };
    tus.seed('old', { size: 4096, offset: 1024, metadata });
    const fingerprint = [
      'tus-br',
      file.name,
      file.type,
      file.size,
      file.lastModified,
      '/console-api/uploads',
    ];
    localStorage.setItem(
      `tus::${fingerprint.join('-')}::1`,
      JSON.stringify({
        size: 4096,
        metadata,
        creationTime: new Date().toString(),
        uploadUrl: '/console-api/uploads/old',
      }),
    );
    const uploaded = show();
    drop([file]);
    fireEvent.click(await screen.findByRole('button', { name: 'Start uploading (1)' }));
    await waitFor(() => expect(uploaded).toHaveLength(1));
    expect(numbersSent()).toEqual({ 'extra.mp4': '1' });
    expect(tus.uploads.get('old')?.offset).toBe(1024);
  });

  it('replaces one episode: one file, no number, the episode id sent', async () => {
    const uploaded = show({ episodeId: 42 });
    drop([video('new cut.mp4')]);
    await screen.findByText('This episode');
    fireEvent.click(screen.getByRole('button', { name: 'Start uploading (1)' }));
    await waitFor(() => expect(uploaded).toHaveLength(1));
    expect(uploaded[0]).toMatchObject({ episodeId: 42, episodeNumber: undefined });
    expect(tus.calls('POST')[0]?.metadata).toEqual({
      series_id: '7',
      filename: 'new cut.mp4',
      episode_id: '42',
    });
  });
  it("leaves the file's name room in the 760-pixel replace dialog, a long one ellipsized", async () => {
    show({ episodeId: 42 });
    const name = 'ep07-fixed-the-very-long-name-of-the-final-cut-v2.mp4';
    drop([video(name)]);
    await screen.findByText('This episode');
    const table = screen.getByTestId('upload-table').querySelector('table');
    expect(table?.style.tableLayout).toBe('fixed');
    // The file's column has no width of its own: it takes what the others leave.
    const widths = [...(table?.querySelectorAll<HTMLElement>('colgroup col') ?? [])].map(
      (col) => col.style.width,
    );
    expect(widths).toHaveLength(4);
    expect(widths[0]).toBe('');
    // The dialog's body is 712 pixels wide (760 less its padding): at least 200 of them for the name.
    const body = 712;
    const taken = widths
      .slice(1)
      .reduce((sum, w) => sum + (w.endsWith('%') ? (parseFloat(w) / 100) * body : parseFloat(w)), 0);
    expect(body - taken).toBeGreaterThanOrEqual(200);
    const shown = screen.getByTestId('upload-name');
    expect(shown.textContent).toBe(name);
    expect(shown.classList.contains('ant-typography-ellipsis')).toBe(true);
  });
});
