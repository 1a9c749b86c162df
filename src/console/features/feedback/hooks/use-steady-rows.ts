/**
 * The inbox rows as shown. A fresh answer for the same view (after a reply or a close) keeps
 * each open thread's row where it was, even when the server now sorts it lower or onto another
 * page, so the thread the operator works in stays on screen; the other rows take the server's
 * order. Another view (filters, search, page) starts afresh, with every thread closed.
 */
import { useState } from 'react';
import type { InboxItem } from '#shared/contract/console-feedback.ts';

/** `fresh` in the server's order, with the rows of `open` ids back at their places in `shown`. */
export function keepOpenInPlace(
  shown: readonly InboxItem[],
  fresh: readonly InboxItem[],
  open: ReadonlySet<number>,
): InboxItem[] {
  const rows = fresh.filter((item) => !open.has(item.id));
  shown.forEach((item, index) => {
    if (!open.has(item.id)) return;
    const latest = fresh.find((x) => x.id === item.id) ?? item;
    rows.splice(Math.min(index, rows.length), 0, latest);
  });
  return rows;
}

interface Shown {
  view: string;
  items: readonly InboxItem[] | undefined;
  rows: InboxItem[];
}

/** `view`: what the rows answer (filters, search, page, size), as a string. */
export function useSteadyRows(items: readonly InboxItem[] | undefined, view: string) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const [shown, setShown] = useState<Shown>({ view, items, rows: [...(items ?? [])] });
  // Derived from the previous render (React's "storing information from previous renders").
  if (shown.items !== items || shown.view !== view) {
    const sameView = shown.view === view;
    const rows = sameView && items ? keepOpenInPlace(shown.rows, items, open) : [...(items ?? [])];
    setShown({ view, items, rows });
    if (!sameView) setOpen(new Set());
  }
  const toggle = (id: number, expanded: boolean) =>
    setOpen((before) => {
      const next = new Set(before);
      if (expanded) next.add(id);
      else next.delete(id);
      return next;
    });
  /** A row as a write answered it (the refetch may have come first, without it). */
  const replace = (item: InboxItem) =>
    setShown((before) => ({ ...before, rows: before.rows.map((x) => (x.id === item.id ? item : x)) }));
  return { rows: shown.rows, open, toggle, replace };
}
