import { describe, expect, it } from 'vitest';
import { auditDiff, flatten, snakeOf } from './audit-diff.ts';

const pathsOf = (before: unknown, after: unknown) =>
  auditDiff(before, after).map(({ path, kind }) => [path, kind]);

describe('auditDiff', () => {
  it('marks changed, unchanged, added and removed fields by their path', () => {
    const before = { name: 'Ann', role: 'editor', texts: { en: { title: 'Old' } }, gone: 1 };
    const after = { name: 'Ann', role: 'owner', texts: { en: { title: 'New' }, th: { title: 'ใหม่' } } };
    expect(auditDiff(before, after)).toEqual([
      {
        path: 'name',
        segments: [{ key: 'name' }],
        kind: 'unchanged',
        before: 'Ann',
        after: 'Ann',
        bookkeeping: false,
      },
      {
        path: 'role',
        segments: [{ key: 'role' }],
        kind: 'changed',
        before: 'editor',
        after: 'owner',
        bookkeeping: false,
      },
      {
        path: 'texts.en.title',
        segments: [{ key: 'texts' }, { key: 'en' }, { key: 'title' }],
        kind: 'changed',
        before: 'Old',
        after: 'New',
        bookkeeping: false,
      },
      {
        path: 'texts.th.title',
        segments: [{ key: 'texts' }, { key: 'th' }, { key: 'title' }],
        kind: 'added',
        after: 'ใหม่',
        bookkeeping: false,
      },
      { path: 'gone', segments: [{ key: 'gone' }], kind: 'removed', before: 1, bookkeeping: false },
    ]);
  });

  it('treats a creation (no before) and a deletion (no after) as all added or all removed', () => {
    expect(pathsOf(null, { name: 'x' })).toEqual([['name', 'added']]);
    expect(pathsOf({ name: 'x' }, null)).toEqual([['name', 'removed']]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it('takes a field absent on one side and empty on the other as unchanged, in an edit', () => {
    expect(pathsOf({ app: 'A' }, { app: 'B', replaced_keys: [] })).toEqual([
      ['app', 'changed'],
      ['replaced_keys', 'unchanged'],
    ]);
    expect(pathsOf({ app: 'A', closed_at: null }, { app: 'A' })).toEqual([
      ['app', 'unchanged'],
      ['closed_at', 'unchanged'],
    ]);
    expect(pathsOf(null, { note: {} })).toEqual([['note', 'added']]);
  });

  it('compares plain lists and scalars as whole values', () => {
    expect(auditDiff({ tags: [1, 2] }, { tags: [1, 2] })[0]?.kind).toBe('unchanged');
    expect(auditDiff({ tags: [1, 2] }, { tags: [2, 1] })[0]?.kind).toBe('changed');
    expect(pathsOf('a', 'b')).toEqual([['', 'changed']]);
    const rails = [{ key: 'hot', visible: true }];
    expect(pathsOf(rails, [{ key: 'hot', visible: false }])).toEqual([['', 'changed']]);
  });

  it('follows a listed record by its id, named by its number after', () => {
    const before = { episodes: [{ id: 7, number: 1, price_override: null }] };
    const after = { episodes: [{ id: 7, number: 2, price_override: 30 }] };
    const changes = auditDiff(before, after);
    expect(changes.map((c) => c.path)).toEqual([
      'episodes.#7.number',
      'episodes.#7.price_override',
      'episodes.#7.id',
    ]);
    expect(changes[1]?.segments).toEqual([
      { key: 'episodes' },
      { key: '#7', number: 2 },
      { key: 'price_override' },
    ]);
    expect(changes[1]).toMatchObject({ kind: 'changed', before: null, after: 30 });
  });

  it('puts bookkeeping (ids, save times) last', () => {
    const before = { id: 3, updatedAt: '2026-11-26T09:00:00Z', sort: 1, title: 'A' };
    const after = { id: 3, updatedAt: '2026-11-28T11:08:57Z', sort: 1, title: 'B' };
    expect(auditDiff(before, after).map((c) => [c.path, c.bookkeeping])).toEqual([
      ['sort', false],
      ['title', false],
      ['id', true],
      ['updatedAt', true],
    ]);
  });
});

describe('flatten and snakeOf', () => {
  it('keeps an empty object as a leaf', () => {
    expect([...flatten({ a: {}, b: { c: null } }).keys()]).toEqual(['a', 'b.c']);
  });

  it('spells a camel-case key in snake case', () => {
    expect(['appName', 'vipDays', 'updated_at'].map(snakeOf)).toEqual(['app_name', 'vip_days', 'updated_at']);
  });
});
