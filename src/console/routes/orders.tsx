/**
 * /console/orders (support, finance, owner): orders newest first. Filters and paging live in the
 * address (?q=&status=&channel=&goods_id=&user_id=&from=&to=&page=&size=), so a reload keeps them.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { orderListQuery } from '#shared/contract/console-orders.ts';
import { PageTitle } from '#console/components/page-title.tsx';
import { useOrders, type OrderFilters as Filters } from '#console/features/orders/api/get-orders.ts';
import { OrderFilters } from '#console/features/orders/components/order-filters.tsx';
import { OrdersTable } from '#console/features/orders/components/orders-table.tsx';
import { useT } from '#console/lib/i18n.ts';

/** The address's query as the contract reads it; a broken value is left out rather than sent. */
export function orderFiltersOf(search: URLSearchParams): { filters: Filters; page: number; size: number } {
  const fields: Record<string, z.ZodType | undefined> = orderListQuery.shape;
  const keep: Record<string, string> = {};
  // Each filter on its own: one broken value does not drop the others.
  for (const [key, value] of search.entries()) {
    if (value !== '' && fields[key]?.safeParse(value).success) keep[key] = value;
  }
  const { page, size, ...filters } = orderListQuery.parse(keep);
  return { filters, page, size };
}

export function Component() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const { filters, page, size } = useMemo(() => orderFiltersOf(search), [search]);
  const orders = useOrders({ ...filters, page, size });
  const filtered = Object.values(filters).some((value) => value !== undefined);

  const go = (next: Filters, nextPage: number, nextSize: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) {
      if (value !== undefined) params.set(key, String(value));
    }
    if (nextPage > 1) params.set('page', String(nextPage));
    if (nextSize !== 20) params.set('size', String(nextSize));
    setSearch(params);
  };
  return (
    <>
      <PageTitle>{t('menu.orders')}</PageTitle>
      <OrderFilters value={filters} onChange={(next) => go(next, 1, size)} />
      <OrdersTable
        data={orders.data}
        loading={orders.isFetching}
        page={page}
        size={size}
        onPage={(nextPage, nextSize) => go(filters, nextSize === size ? nextPage : 1, nextSize)}
        onClearFilters={filtered ? () => go({}, 1, size) : undefined}
      />
    </>
  );
}
