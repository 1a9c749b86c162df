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
import { setupFakeTus } from '../testing/fake-tus-endpoint.ts';
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

/** Node's File, not jsdom's (see episode-uploader.test.tsx). */
const video = (name: string, size = 2048) =>
  new NodeFile([new Uint8Array(size).fill(1)], name, {
    type: 'video/mp4',
    lastModified: 1_700_000_000_000,
  }) as unknown as File;

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConfigProvider>
        <AntApp>
          <EpisodeUploader seriesId={7} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

function drop(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};
const startButton = () => screen.getByRole('button', { name: /^Start uploading/ });

describe('a batch of episode uploads', SLOW, () => {
  it('starts nothing while two files claim one number, and says which', async () => {
    show();
    drop([video('ep60.mp4'), video('ep60 copy.mp4'), video('ep70.mp4')]);
    expect((await screen.findByTestId('upload-clash')).textContent).toContain(
      'Episode 60 is claimed by ep60.mp4, ep60 copy.mp4',
    );
    expect(startButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(startButton());
    expect(tus.calls('POST')).toHaveLength(0);

    // Renumbering one lets the batch start; each file goes to its own episode.
    fireEvent.change(rowOf('ep60 copy.mp4').getByRole('spinbutton'), { target: { value: '61' } });
    await waitFor(() => expect(screen.queryByTestId('upload-clash')).toBeNull());
    fireEvent.click(startButton());
    await waitFor(() => expect(screen.getByTestId('upload-summary').textContent).toBe('3 of 3 uploaded'));
    expect(
      tus
        .calls('POST')
        .map((c) => c.metadata.episode_number)
        .sort(),
    ).toEqual(['60', '61', '70']);
  });

  it('says a file whose number is an episode already replaces its video', async () => {
    tus.episodes([1, 2]);
    show();
    drop([video('ep02.mp4')]);
    expect((await rowOf('ep02.mp4').findByTestId('upload-replaces')).textContent).toBe('Replaces episode 2');
    expect(screen.queryByTestId('upload-clash')).toBeNull();
  });

  it('clears the finished uploads from the list, keeping the others', async () => {
    show();
    drop([video('ep01.mp4'), video('ep02.mp4')]);
    fireEvent.click(rowOf('ep02.mp4').getByRole('button', { name: 'Remove from list' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start uploading (1)' }));
    await waitFor(() => expect(screen.getByTestId('upload-summary').textContent).toBe('1 of 1 uploaded'));
    drop([video('ep03.mp4')]);
    await screen.findByText('ep03.mp4');
    fireEvent.click(screen.getByRole('button', { name: 'Clear finished (1)' }));
    await waitFor(() => expect(screen.queryByText('ep01.mp4')).toBeNull());
    expect(screen.getByText('ep03.mp4')).toBeTruthy();
    expect(screen.queryByTestId('upload-clear-done')).toBeNull();
  });
});
