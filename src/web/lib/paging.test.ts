import { describe, expect, it } from 'vitest';
import { flattenPages, nextPageOf } from './paging.ts';

describe('nextPageOf', () => {
  it('asks for the next page until every item is loaded', () => {
    expect(nextPageOf({ page: 1, page_size: 20, total: 41 })).toBe(2);
    expect(nextPageOf({ page: 2, page_size: 20, total: 41 })).toBe(3);
    expect(nextPageOf({ page: 3, page_size: 20, total: 41 })).toBeUndefined();
    expect(nextPageOf({ page: 1, page_size: 20, total: 20 })).toBeUndefined();
    expect(nextPageOf({ page: 1, page_size: 20, total: 0 })).toBeUndefined();
  });
});

describe('flattenPages', () => {
  it('joins pages and drops an item that moved onto the next page', () => {
    const pages = [{ list: [{ id: 1 }, { id: 2 }] }, { list: [{ id: 2 }, { id: 3 }] }];
    expect(flattenPages(pages, (item) => item.id).map((item) => item.id)).toEqual([1, 2, 3]);
    expect(flattenPages(undefined, (item: { id: number }) => item.id)).toEqual([]);
  });
});
