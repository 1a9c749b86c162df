/**
 * The query key every wallet answer (top-up records, coin details, the monthly top-up limit)
 * lives under, in the shared layer: the wallet feature keys its queries with it, and the pay
 * feature invalidates them all when an order is paid (features do not import each other).
 */
export const WALLET_QUERY_KEY = ['wallet'] as const;
