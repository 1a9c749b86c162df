/** The paged lists of the API (`{ list, total, page, page_size }`) as TanStack infinite queries. */

/** The page after `last`, or undefined once every item is loaded (getNextPageParam). */
export function nextPageOf(last: { page: number; page_size: number; total: number }): number | undefined {
  return last.page * last.page_size < last.total && last.page_size > 0 ? last.page + 1 : undefined;
}

/** Every item of the loaded pages, in order, without the repeats a shifting list can cause. */
export function flattenPages<T, K>(
  pages: readonly { list: readonly T[] }[] | undefined,
  keyOf: (item: T) => K,
): T[] {
  const seen = new Set<K>();
  const items: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.list) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}
