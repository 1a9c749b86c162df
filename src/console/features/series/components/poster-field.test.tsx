// @vitest-environment jsdom
/**
 * The poster's button stays inside its card: jsdom lays nothing out, so this checks what lets it
 * (the column wraps under the poster, the label wraps inside the button, never wider than it).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { detailOf, TAGS } from '#console/testing/series-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 30_000 };

describe('the poster field', () => {
  it('wraps its button’s label instead of running out of the card', SLOW, async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('editor')),
      'GET /tags': () => ok(TAGS),
      'GET /series/9': () => ok(detailOf(9, { title: 'Nine' })),
    });
    renderConsole('/console/series/9');
    const button = await screen.findByTestId('poster-button');
    expect(button.textContent).toContain('Choose image');
    expect(button.style.maxWidth).toBe('100%');
    expect(button.style.whiteSpace).toBe('normal');
    const row = button.parentElement?.parentElement as HTMLElement;
    expect(row.className).toContain('ant-flex-wrap-wrap');
  });
});
