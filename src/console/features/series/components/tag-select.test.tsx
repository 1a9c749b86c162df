// @vitest-environment jsdom
/**
 * A tag's names are edited from where tags are chosen (a pencil on each option), in the five
 * languages in the order of shared/languages.ts, starting on the console's language.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { tagListResponse } from '#shared/contract/console-catalogue.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { TAGS } from '#console/testing/series-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

const LANGUAGE_ORDER = ['简体中文', '繁體中文', 'English', 'ไทย', 'Bahasa Indonesia'];

const labelsOf = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.ant-form-item-label label')].map((label) => label.textContent);

describe('the tags of a series', SLOW, () => {
  it("edits a tag's names in five languages from the tag select, leaving the selection as it was", async () => {
    let tags: z.infer<typeof tagListResponse> = TAGS;
    api.answer({
      'GET /auth/session': () => ok(meOf('editor')),
      'GET /tags': () => ok(tags),
      'POST /tags/1': ({ body }) => {
        const { names } = body as { names: Record<string, string> };
        tags = { items: tags.items.map((tag) => (tag.id === 1 ? { ...tag, names } : tag)) };
        return ok(null);
      },
    });
    renderConsole('/console/series/new');
    const select = (await screen.findByText('No tags')).closest('.ant-select') as HTMLElement;
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTestId('tag-edit-1'));

    const dialog = (await screen.findByText('Tag names: romance')).closest('.ant-modal') as HTMLElement;
    expect(labelsOf(dialog)).toEqual(['Slug', ...LANGUAGE_ORDER]);
    expect((within(dialog).getByLabelText('Slug') as HTMLInputElement).disabled).toBe(true);
    const english = within(dialog).getByLabelText('English') as HTMLInputElement;
    expect(english.value).toBe('Romance');
    await waitFor(() => expect(document.activeElement).toBe(english));
    fireEvent.change(within(dialog).getByLabelText('ไทย'), { target: { value: 'โรแมนติก' } });
    fireEvent.change(english, { target: { value: 'Love story' } });
    fireEvent.click(within(dialog).getByText('Save names'));

    await waitFor(() => expect(api.calls('POST /tags/1')).toHaveLength(1));
    expect(api.calls('POST /tags/1')[0]?.body).toEqual({
      names: { 'zh-Hans': '爱情', 'zh-Hant': '愛情', en: 'Love story', th: 'โรแมนติก' },
    });
    // The list is read again; editing picked nothing.
    await waitFor(() => expect(api.calls('GET /tags').length).toBeGreaterThan(1));
    expect(document.querySelectorAll('.ant-select-selection-item')).toHaveLength(0);
  });

  it('lists a new tag’s languages in the same order', async () => {
    api.answer({ 'GET /auth/session': () => ok(meOf('editor')), 'GET /tags': () => ok(TAGS) });
    renderConsole('/console/series/new');
    fireEvent.click(await screen.findByText('New tag', { selector: 'button span' }));
    const dialog = (await screen.findByText('New tag', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(labelsOf(dialog)).toEqual(['Slug', ...LANGUAGE_ORDER]);
  });
});
