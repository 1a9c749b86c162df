/** The open threads' rows keep their places when the server sorts a page anew. */
import { describe, expect, it } from 'vitest';
import type { InboxItem } from '#shared/contract/console-feedback.ts';
import { keepOpenInPlace } from './use-steady-rows.ts';

const row = (id: number, state: InboxItem['state'] = 'unanswered'): InboxItem => ({
  id,
  user_id: 41,
  type: 'other',
  content: `#${id}`,
  contact: '',
  language: 3,
  created_at: '2026-11-25T10:00:00.000Z',
  closed_at: null,
  state,
  replies: [],
  images: [],
});
const ids = (rows: InboxItem[]) => rows.map((r) => r.id);

describe('keepOpenInPlace', () => {
  it('takes the server order when no thread is open', () => {
    expect(ids(keepOpenInPlace([row(1), row(2)], [row(2), row(3)], new Set()))).toEqual([2, 3]);
  });

  it('keeps an open row at its place, in its new version, when it moved down', () => {
    const rows = keepOpenInPlace(
      [row(1), row(2), row(3)],
      [row(2), row(3), row(1, 'answered')],
      new Set([1]),
    );
    expect(ids(rows)).toEqual([1, 2, 3]);
    expect(rows[0]?.state).toBe('answered');
  });

  it('keeps an open row the server moved to another page, as last shown', () => {
    const rows = keepOpenInPlace([row(1), row(2)], [row(2), row(3)], new Set([1]));
    expect(ids(rows)).toEqual([1, 2, 3]);
  });

  it('keeps several open rows at their places', () => {
    const shown = [row(1), row(2), row(3), row(4)];
    expect(ids(keepOpenInPlace(shown, [row(2), row(4), row(5), row(1), row(3)], new Set([1, 3])))).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });
});
