import { describe, expect, it } from 'vitest';
import { auditDiff, flatten, formatValue } from './audit-diff.ts';

describe('auditDiff', () => {
  it('marks changed, unchanged, added and removed fields by dotted path', () => {
    const before = { name: 'Ann', role: 'editor', texts: { en: { title: 'Old' } }, gone: 1 };
    const after = { name: 'Ann', role: 'owner', texts: { en: { title: 'New' }, th: { title: 'ใหม่' } } };
    expect(auditDiff(before, after)).toEqual([
      { path: 'name', kind: 'unchanged', before: 'Ann', after: 'Ann' },
      { path: 'role', kind: 'changed', before: 'editor', after: 'owner' },
      { path: 'texts.en.title', kind: 'changed', before: 'Old', after: 'New' },
      { path: 'texts.th.title', kind: 'added', after: 'ใหม่' },
      { path: 'gone', kind: 'removed', before: 1 },
    ]);
  });

  it('treats a creation (no before) and a deletion (no after) as all added or all removed', () => {
    expect(auditDiff(null, { id: 3 })).toEqual([{ path: 'id', kind: 'added', after: 3 }]);
    expect(auditDiff({ id: 3 }, null)).toEqual([{ path: 'id', kind: 'removed', before: 3 }]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it('compares arrays and scalars as whole values', () => {
    expect(auditDiff({ tags: [1, 2] }, { tags: [1, 2] })[0]?.kind).toBe('unchanged');
    expect(auditDiff({ tags: [1, 2] }, { tags: [2, 1] })[0]?.kind).toBe('changed');
    expect(auditDiff('a', 'b')).toEqual([{ path: '', kind: 'changed', before: 'a', after: 'b' }]);
  });
});

describe('flatten and formatValue', () => {
  it('keeps an empty object as a leaf', () => {
    expect([...flatten({ a: {}, b: { c: null } })]).toEqual([
      ['a', {}],
      ['b.c', null],
    ]);
  });

  it('writes strings as they are and the rest as JSON', () => {
    expect(formatValue('x')).toBe('x');
    expect(formatValue(null)).toBe('null');
    expect(formatValue({ a: [1] })).toBe('{"a":[1]}');
    expect(formatValue(undefined)).toBe('');
  });
});
