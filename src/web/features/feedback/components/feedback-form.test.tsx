// @vitest-environment jsdom
/**
 * Contact details are not cut silently at their limit: past 100 characters the field keeps
 * what was typed or pasted and says at once that it can be at most 100; nothing is sent.
 * Pictures (decision 0064): each is uploaded when picked, a wrong type or an oversize file is
 * refused before sending, a failed upload stays marked failed (the toast says the server's
 * reason, or the network message when no answer came) and a submit sends nothing until it is
 * removed, a submit while one is uploading waits, and the submit carries the ids in the order
 * shown.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES } from '#shared/contract/upload.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useNotice } from '#web/stores/notice.ts';
import { useSession } from '#web/stores/session.ts';
import { jsonResponse, networkError, setupTestNetwork } from '#web/testing/network.ts';
import { imageId, serveFeedbackApi, type FeedbackApiState } from '../testing/feedback-api.ts';
import { FeedbackForm } from './feedback-form.tsx';

const network = setupTestNetwork();
/** The first render loads the page's code: room for a busy machine. */
const LOAD = { timeout: 5000 };

function contactInput(): HTMLInputElement {
  const input = screen.getByTestId('feedback-contact').querySelector('input');
  if (!input) throw new Error('no contact input');
  return input;
}

beforeAll(async () => {
  await applyLanguage(3);
  // jsdom has no object URLs; the uploader shows a picked file through one.
  Object.assign(URL, { createObjectURL: () => 'blob:picked', revokeObjectURL: () => undefined });
});
beforeEach(() => {
  vi.stubGlobal('__APP_CONFIG__', { apiSignKey: 'k', apiBase: '/enjoy-api' });
  useSession.setState({ token: 'viewer-token', hadLogin: true });
  useNotice.setState({ current: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the contact field past its limit', () => {
  it('keeps all of it and says the limit at once; back within it, the error goes', async () => {
    const api = serveFeedbackApi(network, { items: [] });
    const onEdit = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FeedbackForm onSubmitted={() => undefined} onEdit={onEdit} />
      </QueryClientProvider>,
    );
    await screen.findByTestId('feedback-type', {}, LOAD);

    const long = `${'a'.repeat(89)}@example.com`; // 101 characters
    fireEvent.change(contactInput(), { target: { value: long } });
    expect(contactInput().value).toBe(long);
    expect(screen.getByTestId('feedback-error-contact').textContent).toBe(
      'Contact details can be at most 100 characters',
    );
    expect(onEdit).toHaveBeenCalled();

    fireEvent.click(screen.getByText('Playback problem'));
    fireEvent.change(
      screen.getByTestId('feedback-content').querySelector('textarea') as HTMLTextAreaElement,
      {
        target: { value: 'No sound' },
      },
    );
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(screen.getByTestId('feedback-error-contact').textContent).toBe(
      'Contact details can be at most 100 characters',
    );
    expect(api.calls('/feedback/submit')).toBe(0);

    fireEvent.change(contactInput(), { target: { value: long.slice(1) } });
    expect(screen.queryByTestId('feedback-error-contact')).toBeNull();
  });
});

function renderForm(state: FeedbackApiState = { items: [] }) {
  const api = serveFeedbackApi(network, state);
  const onSubmitted = vi.fn();
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <FeedbackForm onSubmitted={onSubmitted} />
    </QueryClientProvider>,
  );
  return { api, onSubmitted, view };
}

function picture(name: string, type = 'image/png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });
}

function pick(...files: File[]): void {
  const input = screen.getByTestId('feedback-images').querySelector('input[type="file"]');
  if (!input) throw new Error('no picture input');
  fireEvent.change(input, { target: { files } });
}

/** Fills in the fields; each test its own content (the client refuses a repeat within 1 s). */
function fillIn(content: string): void {
  fireEvent.click(screen.getByText('Playback problem'));
  const textarea = screen.getByTestId('feedback-content').querySelector('textarea');
  if (!textarea) throw new Error('no textarea');
  fireEvent.change(textarea, { target: { value: content } });
  fireEvent.change(contactInput(), { target: { value: 'me@example.com' } });
}

const cells = () =>
  screen
    .getByTestId('feedback-images')
    .querySelectorAll('.adm-image-uploader-cell:not(.adm-image-uploader-upload-button)');
const failedCells = () =>
  screen.getByTestId('feedback-images').querySelectorAll('.adm-image-uploader-cell-fail');
const uploading = () =>
  screen.getByTestId('feedback-images').querySelectorAll('.adm-image-uploader-cell-mask');
const toast = () => useNotice.getState().current?.message;

function submitted(api: ReturnType<typeof serveFeedbackApi>): unknown {
  const request = network.requests.find((r) => r.url === '/enjoy-api/feedback/submit');
  expect(api.calls('/feedback/submit')).toBe(1);
  return JSON.parse(request?.body ?? '{}') as unknown;
}

/** Waits until `n` pictures are shown uploaded (none still on its way). */
async function uploaded(n: number): Promise<void> {
  await waitFor(() => {
    expect(uploading()).toHaveLength(0);
    expect(cells().length - failedCells().length).toBe(n);
  });
}

describe('pictures with the feedback', () => {
  it('uploads each picked picture and submits their ids in the order shown; then clears them', async () => {
    const { api, onSubmitted } = renderForm();
    await screen.findByTestId('feedback-type', {}, LOAD);
    expect(screen.getByText('Screenshots (optional), up to 3')).toBeTruthy();

    pick(picture('one.png'));
    await uploaded(1);
    pick(picture('two.jpg', 'image/jpeg'));
    await uploaded(2);
    pick(picture('three.webp', 'image/webp'));
    await uploaded(3);
    expect(api.calls('/feedback/image')).toBe(3);
    // Three is all: no button to add a fourth.
    expect(
      screen.getByTestId('feedback-images').querySelector('.adm-image-uploader-upload-button-wrap'),
    ).toHaveProperty('style.display', 'none');

    // Removing one asks nothing: the middle one goes.
    const remove = cells()[1]?.querySelector('.adm-image-uploader-cell-delete');
    if (!remove) throw new Error('no remove button');
    fireEvent.click(remove);
    await uploaded(2);

    fillIn('Charged twice');
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(submitted(api)).toEqual({
      type: 'playback',
      content: 'Charged twice',
      contact: 'me@example.com',
      images: [imageId(1), imageId(3)],
    });
    // Cleared, pictures too.
    expect(cells()).toHaveLength(0);
    expect(contactInput().value).toBe('');
  });

  it('refuses a wrong type or a file over 10 MB before sending anything', async () => {
    const { api } = renderForm();
    await screen.findByTestId('feedback-type', {}, LOAD);

    pick(picture('anim.gif', 'image/gif'));
    await waitFor(() =>
      expect(toast()).toBe('File format incorrect, please upload jpg,jpeg,png,webp format file'),
    );
    useNotice.setState({ current: null });

    const big = picture('huge.png');
    Object.defineProperty(big, 'size', { value: UPLOAD_MAX_BYTES + 1 });
    pick(big);
    await waitFor(() => expect(toast()).toBe('File size cannot exceed 10 MB'));

    expect(cells()).toHaveLength(0);
    expect(api.calls('/feedback/image')).toBe(0);
  });

  it('marks a failed upload failed with the reason; while one is failed a submit sends nothing', async () => {
    // antd-mobile logs each failed upload's error; here they are expected.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, onSubmitted } = renderForm({
      items: [],
      imageAnswer: (n) =>
        n === 2
          ? jsonResponse({ code: 429, msg: 'Too many requests, please try again later', data: null }, 429)
          : n === 3
            ? networkError()
            : undefined,
    });
    await screen.findByTestId('feedback-type', {}, LOAD);

    pick(picture('one.png'));
    await uploaded(1);
    pick(picture('two.png'));
    await waitFor(() => expect(failedCells()).toHaveLength(1));
    // A refusal says the server's reason.
    expect(toast()).toBe('Too many requests, please try again later');
    pick(picture('three.png'));
    await waitFor(() => expect(failedCells()).toHaveLength(2));
    // No answer says the app's network message, not a bare 'Upload failed'.
    expect(toast()).toBe('Service interface connection abnormal, please contact the system administrator');
    await uploaded(1);

    fillIn('The second picture would not go');
    const removeFailed = (): void => {
      const remove = failedCells()[0]?.querySelector('.adm-image-uploader-cell-delete');
      if (!remove) throw new Error('no remove button on the failed cell');
      fireEvent.click(remove);
    };
    const blocked = 'A picture did not upload. Remove it or add it again.';
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(toast()).toBe(blocked);
    removeFailed();
    await waitFor(() => expect(failedCells()).toHaveLength(1));
    useNotice.setState({ current: null });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(toast()).toBe(blocked);
    expect(api.calls('/feedback/submit')).toBe(0);

    removeFailed();
    await waitFor(() => expect(failedCells()).toHaveLength(0));
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(submitted(api)).toMatchObject({ images: [imageId(1)] });
    expect(cells()).toHaveLength(0);
  });

  it('does not send while a picture is still uploading; the next tap sends it with the picture', async () => {
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api, onSubmitted } = renderForm({
      items: [],
      imageAnswer: async () => {
        await held;
        return undefined;
      },
    });
    await screen.findByTestId('feedback-type', {}, LOAD);

    pick(picture('one.png'));
    await waitFor(() => expect(uploading()).toHaveLength(1));
    fillIn('Sent before the picture was up');
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(toast()).toBe('Upload in progress, please wait');
    expect(api.calls('/feedback/submit')).toBe(0);

    release();
    await uploaded(1);
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(submitted(api)).toMatchObject({ images: [imageId(1)] });
  });
});
