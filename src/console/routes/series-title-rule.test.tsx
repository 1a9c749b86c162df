// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { detailOf, TAGS } from '#console/testing/series-fixtures.ts';

const api = setupPageTests();
// Typing into the five languages' form is slow in jsdom on a busy machine.
const SLOW = { timeout: 60_000 };
const REQUIRED = 'Write a title in at least one language.';

function signedIn() {
  api.answer({ 'GET /auth/session': () => ok(meOf('editor')), 'GET /tags': () => ok(TAGS) });
}

describe('a series title', SLOW, () => {
  it('is required in one language before a series is created', async () => {
    signedIn();
    api.answer({
      'POST /series': () => ok({ id: 8 }),
      'GET /series/8': () => ok(detailOf(8, { texts: { th: { title: 'แปด', synopsis: '' } } })),
    });
    renderConsole('/console/series/new');
    await screen.findByText('Save the series first, then add its poster.');
    const first = document.querySelector<HTMLElement>(
      '[role="tabpanel"][id$="-panel-zh-Hant"]',
    ) as HTMLElement;
    fireEvent.change(within(first).getByLabelText('Synopsis'), { target: { value: 'Only a synopsis' } });
    fireEvent.click(screen.getByText('Create series'));
    // On the open tab's title field (and on every other language's).
    expect(await within(first).findByText(REQUIRED)).toBeTruthy();
    expect(api.calls('POST /series')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('texts-tab-th'));
    const thai = document.querySelector<HTMLElement>('[role="tabpanel"][id$="-panel-th"]') as HTMLElement;
    fireEvent.change(within(thai).getByLabelText('Title'), { target: { value: 'แปด' } });
    await waitFor(() => expect(screen.queryAllByText(REQUIRED)).toHaveLength(0));
    fireEvent.click(screen.getByText('Create series'));
    await waitFor(() => expect(api.calls('POST /series')).toHaveLength(1));
  });

  it('missing in some languages is named beside Publish, which stays offered', async () => {
    signedIn();
    api.answer({
      'GET /series/4': () =>
        ok(
          detailOf(4, {
            title: 'Four',
            texts: { en: { title: 'Four', synopsis: '' }, th: { title: 'สี่', synopsis: '' } },
          }),
        ),
    });
    renderConsole('/console/series/4');
    const note = await screen.findByTestId('publish-missing-titles');
    expect(note.textContent).toBe(
      'No title in 简体中文, 繁體中文, Bahasa Indonesia: viewers using these languages see another language’s title (English first).',
    );
    expect(screen.getByText('Publish')).toBeTruthy();
  });
});
